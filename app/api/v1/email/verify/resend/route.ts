// POST /api/v1/email/verify/resend: a new 6-digit code for the email waiting for verification.
import { handle } from "@/server/jsonapi/handle";
import { documentResponse } from "@/server/jsonapi/respond";
import { metaDocument } from "@/server/jsonapi/document";
import { requestMeta } from "@/server/auth/request-meta";
import {
  resendEmailVerification,
  VERIFICATION_SENT,
} from "@/server/users/resend-email-verification";
import { routeMethods } from "@/server/jsonapi/methods";

export const dynamic = "force-dynamic";

const post = handle({ auth: "required" }, async ({ db, request, requireActor }) => {
  const { email } = await resendEmailVerification(db, requestMeta(request), requireActor());
  return documentResponse(metaDocument({ message: VERIFICATION_SENT, email }));
});

// Static route: no params to pass (handle() expects a params promise only on dynamic routes).
function postRoute(request: Request): Promise<Response> {
  return post(request);
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: postRoute });
