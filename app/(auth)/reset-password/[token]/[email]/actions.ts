"use server";

import { publicAction } from "@/server/auth/server-action";
import {
  PASSWORD_RESET_DONE,
  resetPassword,
  ZResetPasswordInput,
} from "@/server/users/reset-password";

/** Same use case and schema as POST /api/v1/password/reset. */
export async function resetPasswordAction(input: unknown) {
  return publicAction({ name: "reset-password" }, async ({ db, meta }) => {
    await resetPassword(db, ZResetPasswordInput.parse(input), meta);
    return { message: PASSWORD_RESET_DONE };
  });
}
