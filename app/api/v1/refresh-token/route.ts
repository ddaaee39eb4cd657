// POST /api/v1/refresh-token {refresh_token}: rotates the refresh token (docs/api-auth.md).
import { z } from "zod";
import { handle } from "@/server/jsonapi/handle";
import { documentResponse } from "@/server/jsonapi/respond";
import { singleDocument } from "@/server/jsonapi/document";
import { rotateRefreshToken } from "@/server/auth/refresh-tokens";
import { authTokensResource } from "@/server/auth/auth-tokens-resource";
import { bodyAttributes } from "@/server/auth/request-body";
import { requestMeta } from "@/server/auth/request-meta";
import { getClientMinVersion } from "@/server/users/get-session-user";
import { routeMethods } from "@/server/jsonapi/methods";

export const dynamic = "force-dynamic";

const ZRefreshInput = z.object({
  refresh_token: z
    .string({ error: "Kolom wajib diisi" })
    .trim()
    .min(1, "Kolom wajib diisi")
    .max(200, "Refresh token tidak valid"),
});

const post = handle({ auth: "none", body: "json" }, async ({ db, body, request }) => {
  const input = ZRefreshInput.parse(bodyAttributes(body));
  const tokens = await rotateRefreshToken(db, input.refresh_token, requestMeta(request));
  return documentResponse(
    singleDocument(authTokensResource(tokens, await getClientMinVersion(db))),
  );
});

// Static route: no params to pass (handle() expects a params promise only on dynamic routes).
function postRoute(request: Request): Promise<Response> {
  return post(request);
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: postRoute });
