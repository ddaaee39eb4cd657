// POST /api/v1/password/forgot {code, email}: mails a reset link when the account exists;
// the answer is always the same (docs/api-auth.md).
import { handle } from "@/server/jsonapi/handle";
import { documentResponse } from "@/server/jsonapi/respond";
import { metaDocument } from "@/server/jsonapi/document";
import { bodyAttributes } from "@/server/auth/request-body";
import { requestMeta } from "@/server/auth/request-meta";
import {
  requestPasswordReset,
  RESET_LINK_SENT,
  ZRequestPasswordResetInput,
} from "@/server/users/request-password-reset";
import { routeMethods } from "@/server/jsonapi/methods";

export const dynamic = "force-dynamic";

/** The web app's origin for links in mails: APP_URL (or AUTH_URL) when set, else the request's. */
function appOrigin(url: URL): string {
  return process.env.APP_URL || process.env.AUTH_URL || url.origin;
}

const post = handle({ auth: "none", body: "json" }, async ({ db, body, request }) => {
  const input = ZRequestPasswordResetInput.parse(bodyAttributes(body));
  // Mail links never take the client's Host header (ctx.url does, see requestOrigin): an attacker
  // must not choose the origin of a reset link. request.url is the server's own origin.
  await requestPasswordReset(
    db,
    { ...input, origin: appOrigin(new URL(request.url)) },
    requestMeta(request),
  );
  return documentResponse(metaDocument({ message: RESET_LINK_SENT }));
});

// Static route: no params to pass (handle() expects a params promise only on dynamic routes).
function postRoute(request: Request): Promise<Response> {
  return post(request);
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: postRoute });
