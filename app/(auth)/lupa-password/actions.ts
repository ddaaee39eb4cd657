"use server";

import { appOrigin, publicAction } from "@/server/auth/server-action";
import {
  requestPasswordReset,
  RESET_LINK_SENT,
  ZRequestPasswordResetInput,
} from "@/server/users/request-password-reset";

/** Same use case and schema as POST /api/v1/password/forgot. */
export async function forgotPasswordAction(input: unknown) {
  return publicAction({ name: "forgot-password" }, async ({ db, meta, headers }) => {
    const data = ZRequestPasswordResetInput.parse(input);
    await requestPasswordReset(db, { ...data, origin: appOrigin(headers) }, meta);
    return { message: RESET_LINK_SENT };
  });
}
