import "server-only";
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import type { RequestMeta } from "@/server/auth/request-meta";
import { AppError } from "@/server/errors";
import {
  createEmailVerification,
  limitVerificationMails,
  mailVerificationCode,
} from "./email-verification";

export const VERIFICATION_SENT = "Kode verifikasi sudah dikirim ke email anda";

/**
 * POST email/verify/resend: a new code for the email waiting for verification (the pending new
 * email, else the current one when it was never verified). 422 when nothing waits.
 */
export async function resendEmailVerification(
  db: Db,
  meta: RequestMeta,
  actor: Actor,
): Promise<{ email: string }> {
  await limitVerificationMails(db, actor.userId, meta);
  const { email, name, code } = await db.$transaction(async (tx) => {
    const user = await tx.user.findFirst({
      where: { id: actor.userId, deletedAt: null },
      select: { name: true, email: true, pendingEmail: true, emailVerifiedAt: true },
    });
    if (!user) throw AppError.notFound("User tidak ditemukan");
    const target = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
    if (!target) throw new AppError("VALIDATION_FAILED", "Email sudah terverifikasi");
    return {
      email: target,
      name: user.name,
      code: await createEmailVerification(tx, actor.userId, target),
    };
  });
  await mailVerificationCode(db, email, name, code);
  return { email };
}
