// POST /api/v1/password/reset {email, password, password_confirmation, token}: sets a new
// password with a reset token from password/forgot. The token works once, for 60 minutes,
// and only with the email it was sent to. All sign-ins of the user are revoked.
import "server-only";
import type { Db } from "@/server/prisma-client";
import { forgetActor } from "@/server/auth/actor";
import { sha256Hex } from "@/server/auth/crypto";
import { hashPassword } from "@/server/auth/password";
import { revokeUserTokens } from "@/server/auth/refresh-tokens";
import type { RequestMeta } from "@/server/auth/request-meta";
import { AppError } from "@/server/errors";
import {
  RESET_NOT_FOUND,
  ZResetPasswordInput,
  type TResetPasswordInput,
} from "@/lib/schemas/users";

export const PASSWORD_RESET_DONE = "Kata sandi berhasil diubah";
export { RESET_NOT_FOUND };

export { ZResetPasswordInput, type TResetPasswordInput };

export async function resetPassword(
  db: Db,
  input: TResetPasswordInput,
  meta: RequestMeta,
): Promise<void> {
  const now = new Date();
  const reset = await db.passwordReset.findUnique({
    where: { tokenHash: sha256Hex(input.token) },
    select: { id: true, userId: true, email: true, usedAt: true, expiresAt: true },
  });
  if (
    !reset ||
    !reset.userId ||
    reset.usedAt ||
    reset.expiresAt <= now ||
    reset.email.toLowerCase() !== input.email
  )
    throw AppError.badRequest(RESET_NOT_FOUND);
  const userId = reset.userId;
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    // Conditional update: of two concurrent uses of one token only one passes.
    const used = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null },
      data: { usedAt: now },
    });
    if (used.count !== 1) throw AppError.badRequest(RESET_NOT_FOUND);
    const user = await tx.user.findFirst({
      where: { id: userId, deletedAt: null },
      select: { id: true },
    });
    if (!user) throw AppError.badRequest(RESET_NOT_FOUND);
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    // Other reset links of the user die with this one.
    await tx.passwordReset.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    await revokeUserTokens(tx, userId);
    await tx.userLog.create({
      data: { userId, action: "password_changed", ipAddress: meta.ip, userAgent: meta.userAgent },
    });
  });
  forgetActor(userId);
}
