// Pieces shared by the account use cases: field schemas with the SPEC's messages, self checks.
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

export const REQUIRED = "Kolom wajib diisi";
export const INVALID_EMAIL = "Email tidak valid";
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = `Password minimal ${PASSWORD_MIN} karakter`;
export const PASSWORD_MISMATCH = "Konfirmasi password tidak sama";
export const EMAIL_TAKEN = "Email sudah terdaftar";

/** A required email, trimmed and lower-cased (emails are stored lower-case). */
export function zEmail(required = REQUIRED, invalid = INVALID_EMAIL) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(255, "Email terlalu panjang")
    .pipe(z.email({ error: invalid }));
}

export function zRequiredString(max = 255) {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Maksimal ${max} karakter`);
}

/** A new password: required, at least 8 characters (bcrypt uses the first 72 bytes). */
export function zNewPassword() {
  return z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(72, "Password maksimal 72 karakter");
}

export function zPasswordConfirmation() {
  return z.string({ error: REQUIRED }).min(1, REQUIRED);
}

/** Account changes that only the user may make (password, email). */
export function assertSelf(actor: Actor, userId: string): void {
  if (actor.userId !== userId)
    throw AppError.forbidden("Anda hanya dapat mengubah akun anda sendiri");
}
