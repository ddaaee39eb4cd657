// GET /api/realtime: Server-Sent Events of the caller's private channel (private-user.<id>):
// NotificationCreated, NotificationUpdated, NotificationsRead, JobProgress, Resync. Auth: the
// session cookie (EventSource) or a bearer token, resolved exactly as the JSON:API does. See
// docs/realtime.md.
import { auth } from "@/auth";
import { getDb } from "@/server/db";
import { resolveActor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { errorResponse } from "@/server/jsonapi/respond";
import { getRealtime } from "@/server/realtime";
import { userChannel } from "@/server/realtime/channels";
import { sseResponse } from "@/server/realtime/sse";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

async function sessionUserId(): Promise<string | null> {
  const session = await auth();
  return session?.user?.id || null;
}

export async function GET(request: Request): Promise<Response> {
  try {
    const actor = await resolveActor(getDb(), request, sessionUserId);
    if (!actor) throw AppError.unauthenticated();
    return sseResponse({
      signal: request.signal,
      channel: userChannel(actor.userId),
      driver: getRealtime(),
    });
  } catch (error) {
    return errorResponse(error, "GET /api/realtime");
  }
}
