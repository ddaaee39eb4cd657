// 6-digit email verification codes (register, email change, resend). Stored as an HMAC in
// email_verifications; valid 30 minutes, at most 5 tries; a new code retires the older ones.
import "server-only";
import type { Db } from "@/server/prisma-client";
import type { DbClient } from "@/server/auth/db-client";
import { hashCode, sixDigitCode } from "@/server/auth/crypto";
import type { RequestMeta } from "@/server/auth/request-meta";
import { sendMail } from "@/server/mail/send-mail";
import { verificationCodeMail } from "@/server/mail/templates";
import { enforceRateLimit, RATE_LIMITS, rateLimitKey } from "@/server/rate-limit";

export const CODE_TTL_MINUTES = 30;
export const CODE_MAX_ATTEMPTS = 5;

/** Creates a new code for (user, email); run it in the transaction that changes the user. */
export async function createEmailVerification(
  tx: DbClient,
  userId: string,
  email: string,
): Promise<string> {
  const now = new Date();
  await tx.emailVerification.updateMany({
    where: { userId, usedAt: null, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
  const code = sixDigitCode();
  await tx.emailVerification.create({
    data: {
      userId,
      email,
      codeHash: hashCode(userId, email, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    },
  });
  return code;
}

/** Mails the code; call after the transaction has committed. */
export async function mailVerificationCode(
  db: Db,
  to: string,
  name: string,
  code: string,
): Promise<void> {
  const mail = verificationCodeMail(name, code, CODE_TTL_MINUTES);
  await sendMail(db, {
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    template: mail.template,
    secrets: [code],
  });
}

/** Limits code mails per IP and per user (429 when exceeded). */
export async function limitVerificationMails(
  db: Db,
  userId: string,
  meta: RequestMeta,
): Promise<void> {
  await enforceRateLimit(
    db,
    rateLimitKey("verify-mail:ip", meta.ip),
    RATE_LIMITS.verificationMailPerIp(),
  );
  await enforceRateLimit(
    db,
    rateLimitKey("verify-mail:user", userId),
    RATE_LIMITS.verificationMailPerUser(),
  );
}
