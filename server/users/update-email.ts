// PATCH users/{id}/-actions/update-email: the user asks to change the email. The new address
// waits in pendingEmail until the 6-digit code mailed to it is confirmed (verify-email.ts).
// Allowed once (emailChanged); while pending, asking again replaces the pending address.
import "server-only";
import { z } from "zod";
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import type { RequestMeta } from "@/server/auth/request-meta";
import { AppError } from "@/server/errors";
import {
  createEmailVerification,
  limitVerificationMails,
  mailVerificationCode,
} from "./email-verification";
import { getSessionUser, type SessionUser } from "./get-session-user";
import { ZUpdateEmailInput } from "@/lib/schemas/users";
import { assertSelf, EMAIL_TAKEN } from "./shared";

export { ZUpdateEmailInput };
export type TUpdateEmailInput = z.infer<typeof ZUpdateEmailInput> & { userId: string };

const POINTER = { pointer: "/data/attributes/email" };

export async function updateEmail(
  db: Db,
  input: TUpdateEmailInput,
  actor: Actor,
  meta: RequestMeta,
): Promise<SessionUser> {
  assertSelf(actor, input.userId);
  const user = await db.user.findFirst({
    where: { id: input.userId, deletedAt: null },
    select: { name: true, email: true, emailChanged: true },
  });
  if (!user) throw AppError.notFound("User tidak ditemukan");
  if (user.emailChanged)
    throw AppError.validation([
      { detail: "Email sudah pernah diubah dan tidak dapat diubah lagi", source: POINTER },
    ]);
  if (user.email.toLowerCase() === input.email)
    throw AppError.validation([
      { detail: "Email baru sama dengan email sekarang", source: POINTER },
    ]);
  const taken = await db.user.findFirst({
    where: { email: { equals: input.email, mode: "insensitive" } },
    select: { id: true },
  });
  if (taken) throw AppError.conflict(EMAIL_TAKEN, POINTER);

  await limitVerificationMails(db, input.userId, meta);
  const code = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: input.userId }, data: { pendingEmail: input.email } });
    return createEmailVerification(tx, input.userId, input.email);
  });
  await mailVerificationCode(db, input.email, user.name, code);
  return getSessionUser(db, input.userId);
}
