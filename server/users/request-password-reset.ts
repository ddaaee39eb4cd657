// POST /api/v1/password/forgot {code, email}: when the email belongs to a user of the office
// with that code, a one-time reset link (valid 60 minutes) is mailed. The answer is the same
// whether or not such an account exists.
import "server-only";
import { z } from "zod";
import type { Db } from "@/server/prisma-client";
import { randomToken, sha256Hex } from "@/server/auth/crypto";
import type { RequestMeta } from "@/server/auth/request-meta";
import { sendMail } from "@/server/mail/send-mail";
import { passwordResetMail } from "@/server/mail/templates";
import { enforceRateLimit, hitRateLimit, RATE_LIMITS, rateLimitKey } from "@/server/rate-limit";
import { ZRequestPasswordResetInput } from "@/lib/schemas/users";

export const RESET_LINK_SENT = "Link reset password sudah dikirim ke email anda";
export const RESET_TTL_MINUTES = 60;

export { ZRequestPasswordResetInput };
export type TRequestPasswordResetInput = z.infer<typeof ZRequestPasswordResetInput> & {
  /** Origin of the web app for the link, e.g. https://erp.example.com. */
  origin: string;
};

/** The link of the reset page: /reset-password/<token>/<base64(email)> (SPEC §2). */
export function resetLink(origin: string, token: string, email: string): string {
  const encodedEmail = encodeURIComponent(Buffer.from(email, "utf8").toString("base64"));
  return `${origin.replace(/\/+$/, "")}/reset-password/${token}/${encodedEmail}`;
}

/** Returns whether a mail was sent (for tests and logs only; never tell the caller). */
export async function requestPasswordReset(
  db: Db,
  input: TRequestPasswordResetInput,
  meta: RequestMeta,
): Promise<boolean> {
  await enforceRateLimit(db, rateLimitKey("forgot:ip", meta.ip), RATE_LIMITS.passwordForgotPerIp());
  const user = await db.user.findFirst({
    where: {
      email: { equals: input.email, mode: "insensitive" },
      deletedAt: null,
      isActive: true,
      office: { code: { equals: input.code, mode: "insensitive" }, deletedAt: null },
    },
    select: { id: true, name: true, email: true },
  });
  if (!user) return false;
  // Do not flood one mailbox: over the limit nothing is sent, the answer stays the same.
  const perEmail = await hitRateLimit(
    db,
    rateLimitKey("forgot:email", user.email),
    RATE_LIMITS.passwordForgotPerEmail(),
  );
  if (perEmail.limited) return false;

  const token = randomToken(32);
  await db.passwordReset.create({
    data: {
      userId: user.id,
      email: user.email,
      code: input.code,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    },
  });
  const link = resetLink(input.origin, token, user.email);
  const mail = passwordResetMail(user.name, link, RESET_TTL_MINUTES);
  await sendMail(db, {
    to: user.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    template: mail.template,
    secrets: [token],
  });
  return true;
}
