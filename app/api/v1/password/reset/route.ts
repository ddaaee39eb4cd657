// POST /api/v1/password/reset {email, password, password_confirmation, token}.
import { handle } from "@/server/jsonapi/handle";
import { documentResponse } from "@/server/jsonapi/respond";
import { metaDocument } from "@/server/jsonapi/document";
import { bodyAttributes } from "@/server/auth/request-body";
import { requestMeta } from "@/server/auth/request-meta";
import {
  PASSWORD_RESET_DONE,
  resetPassword,
  ZResetPasswordInput,
} from "@/server/users/reset-password";
import { routeMethods } from "@/server/jsonapi/methods";

export const dynamic = "force-dynamic";

const post = handle({ auth: "none", body: "json" }, async ({ db, body, request }) => {
  const input = ZResetPasswordInput.parse(bodyAttributes(body));
  await resetPassword(db, input, requestMeta(request));
  return documentResponse(metaDocument({ message: PASSWORD_RESET_DONE }));
});

// Static route: no params to pass (handle() expects a params promise only on dynamic routes).
function postRoute(request: Request): Promise<Response> {
  return post(request);
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: postRoute });
