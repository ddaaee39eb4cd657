"use server";

import { publicAction } from "@/server/auth/server-action";
import { REGISTERED, registerUser, ZRegisterInput } from "@/server/users/register-user";

/** Same use case and schema as POST /api/v1/register. */
export async function registerAction(input: unknown) {
  return publicAction({ name: "register" }, async ({ db, meta }) => {
    await registerUser(db, ZRegisterInput.parse(input), meta);
    return { message: REGISTERED };
  });
}
