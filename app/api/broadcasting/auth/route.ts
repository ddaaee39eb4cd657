// POST /api/broadcasting/auth (SPEC §7): Pusher private-channel authorization for pusher-js.
// 200 {auth}; 401 without a caller; 403 for a channel other than the caller's
// private-user.<id>; 422 for a missing socket_id / channel_name; 404 when Pusher is not
// configured (the browser then uses /api/realtime). See docs/realtime.md.
import { handle } from "@/server/jsonapi/handle";
import {
  authorizeBroadcast,
  parseBroadcastAuthBody,
  ZBroadcastAuthInput,
} from "@/server/realtime/broadcasting-auth";
import { pusherConfigFromEnv } from "@/server/realtime/pusher";
import { BODY_LIMITS, readTextLimited } from "@/server/http/body-limit";

export const dynamic = "force-dynamic";

export const POST = handle({ auth: "required" }, async ({ request, requireActor }) => {
  const actor = requireActor();
  const raw = parseBroadcastAuthBody(
    request.headers.get("content-type"),
    await readTextLimited(request, BODY_LIMITS.json()),
  );
  const input = ZBroadcastAuthInput.parse(raw);
  return Response.json(authorizeBroadcast(actor.userId, input, pusherConfigFromEnv()));
});
