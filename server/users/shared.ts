// Pieces shared by the account use cases: field schemas with the SPEC's messages (defined in
// lib/schemas/users.ts so that the browser forms use them too), self checks.
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

export {
  EMAIL_TAKEN,
  INVALID_EMAIL,
  PASSWORD_MIN,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
  REQUIRED,
  zEmail,
  zNewPassword,
  zPasswordConfirmation,
  zRequiredString,
} from "@/lib/schemas/users";

/** Account changes that only the user may make (password, email). */
export function assertSelf(actor: Actor, userId: string): void {
  if (actor.userId !== userId)
    throw AppError.forbidden("Anda hanya dapat mengubah akun anda sendiri");
}
