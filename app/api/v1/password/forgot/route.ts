// POST /api/v1/password/forgot {code, email}: mails a reset link when the account exists;
// the answer is always the same (docs/api-auth.md).
import { handle } from "@/server/jsonapi/handle";
import { documentResponse, mailLinkOrigin } from "@/server/jsonapi/respond";
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

const post = handle({ auth: "none", body: "json" }, async ({ db, body, request }) => {
  const input = ZRequestPasswordResetInput.parse(bodyAttributes(body));
  // Mail links never take the client's Host header (requestOrigin does): an attacker must not
  // choose the origin of a reset link. request.url's host is the server's own; its scheme is not
  // used (Next takes it from whatever X-Forwarded-Proto a client sends): mailLinkOrigin decides.
  await requestPasswordReset(
    db,
    { ...input, origin: mailLinkOrigin(request.headers, new URL(request.url).host) },
    requestMeta(request),
  );
  return documentResponse(metaDocument({ message: RESET_LINK_SENT }));
});

// Static route: no params to pass (handle() expects a params promise only on dynamic routes).
function postRoute(request: Request): Promise<Response> {
  return post(request);
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: postRoute });
