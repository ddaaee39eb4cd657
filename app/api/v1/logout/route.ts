// POST /api/v1/logout (bearer or session; body {refresh_token} optional): revokes the sign-in's
// refresh-token family and answers 204.
import { z } from "zod";
import { handle } from "@/server/jsonapi/handle";
import {
  assertContentType,
  documentResponse,
  parseJsonBody,
  type JsonObject,
} from "@/server/jsonapi/respond";
import { bearerToken } from "@/server/auth/actor";
import { logout } from "@/server/auth/logout";
import { bodyAttributes } from "@/server/auth/request-body";
import { requestMeta } from "@/server/auth/request-meta";
import { verifyAccessTokenClaims } from "@/server/auth/tokens";
import { routeMethods } from "@/server/jsonapi/methods";
import { BODY_LIMITS, readTextLimited } from "@/server/http/body-limit";

export const dynamic = "force-dynamic";

const ZLogoutInput = z.object({
  refresh_token: z.string({ error: "Refresh token tidak valid" }).max(200).optional(),
});

async function optionalJsonBody(request: Request): Promise<JsonObject> {
  const text = await readTextLimited(request, BODY_LIMITS.json());
  if (text.trim() === "") return {};
  assertContentType(request, { allowPlainJson: true });
  return parseJsonBody(text);
}

const post = handle({ auth: "required" }, async ({ db, request, requireActor }) => {
  const actor = requireActor();
  const input = ZLogoutInput.parse(bodyAttributes(await optionalJsonBody(request)));
  const token = bearerToken(request);
  const claims = token ? await verifyAccessTokenClaims(token) : null;
  await logout(
    db,
    { refreshToken: input.refresh_token ?? null, accessTokenFamilyId: claims?.familyId ?? null },
    actor,
    requestMeta(request),
  );
  return documentResponse(null, 204);
});

// Static route: no params to pass (handle() expects a params promise only on dynamic routes).
function postRoute(request: Request): Promise<Response> {
  return post(request);
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: postRoute });
