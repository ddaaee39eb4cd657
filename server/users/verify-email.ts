// PATCH users/{id}/-actions/verify-email: confirms the 6-digit code. For a pending change the new
// address becomes the email (emailChanged = true); for a never-verified address (after
// register) the address is marked verified. At most 5 tries per code, then 429.
import "server-only";
import { z } from "zod";
import type { Db } from "@/server/prisma-client";
import { Prisma } from "@/server/generated/prisma/client";
import { forgetActor, type Actor } from "@/server/auth/actor";
import { hashCode, sameHex } from "@/server/auth/crypto";
import type { RequestMeta } from "@/server/auth/request-meta";
import { AppError } from "@/server/errors";
import { tooManyRequests } from "@/server/rate-limit";
import { CODE_MAX_ATTEMPTS } from "./email-verification";
import { getSessionUser, type SessionUser } from "./get-session-user";
import { ZVerifyEmailInput } from "@/lib/schemas/users";
import { assertSelf, EMAIL_TAKEN } from "./shared";

export const EMAIL_CHANGED = "Email berhasil diubah";
export const EMAIL_VERIFIED = "Email berhasil diverifikasi";

export { ZVerifyEmailInput };
export type TVerifyEmailInput = z.infer<typeof ZVerifyEmailInput> & { userId: string };

const POINTER = { pointer: "/data/attributes/token" };
/** Retry-After for a code that ran out of tries: a new code can be asked for right away. */
const RETRY_AFTER_NEW_CODE = 1;

export async function verifyEmail(
  db: Db,
  input: TVerifyEmailInput,
  actor: Actor,
  meta: RequestMeta,
): Promise<{ user: SessionUser; message: string }> {
  assertSelf(actor, input.userId);
  const user = await db.user.findFirst({
    where: { id: input.userId, deletedAt: null },
    select: { email: true, pendingEmail: true, emailVerifiedAt: true },
  });
  if (!user) throw AppError.notFound("User tidak ditemukan");
  const target = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
  if (!target)
    throw AppError.validation([
      { detail: "Tidak ada email yang menunggu verifikasi", source: POINTER },
    ]);

  const now = new Date();
  const verification = await db.emailVerification.findFirst({
    where: { userId: input.userId, email: target, usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true },
  });
  if (!verification)
    throw AppError.validation([
      { detail: "Kode verifikasi sudah kedaluwarsa, silakan kirim ulang kode", source: POINTER },
    ]);
  // Count the try first, atomically: parallel guesses cannot exceed the limit.
  const counted = await db.emailVerification.updateMany({
    where: { id: verification.id, attempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count !== 1)
    throw tooManyRequests(
      RETRY_AFTER_NEW_CODE,
      "Terlalu banyak percobaan kode verifikasi, silakan kirim ulang kode",
    );
  if (!sameHex(hashCode(input.userId, target, input.token), verification.codeHash))
    throw AppError.validation([{ detail: "Kode verifikasi salah", source: POINTER }]);

  const changing = user.pendingEmail !== null;
  try {
    await db.$transaction(async (tx) => {
      const used = await tx.emailVerification.updateMany({
        where: { id: verification.id, usedAt: null },
        data: { usedAt: now },
      });
      if (used.count !== 1)
        throw AppError.validation([{ detail: "Kode verifikasi sudah dipakai", source: POINTER }]);
      if (changing) {
        const taken = await tx.user.findFirst({
          where: { id: { not: input.userId }, email: { equals: target, mode: "insensitive" } },
          select: { id: true },
        });
        if (taken) throw AppError.conflict(EMAIL_TAKEN, { pointer: "/data/attributes/email" });
        await tx.user.update({
          where: { id: input.userId },
          data: { email: target, pendingEmail: null, emailVerifiedAt: now, emailChanged: true },
        });
      } else {
        await tx.user.update({ where: { id: input.userId }, data: { emailVerifiedAt: now } });
      }
      await tx.userLog.create({
        data: {
          userId: input.userId,
          action: changing ? "email_changed" : "email_verified",
          ipAddress: meta.ip,
          userAgent: meta.userAgent,
        },
      });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw AppError.conflict(EMAIL_TAKEN, { pointer: "/data/attributes/email" });
    throw error;
  }
  forgetActor(input.userId);
  return {
    user: await getSessionUser(db, input.userId),
    message: changing ? EMAIL_CHANGED : EMAIL_VERIFIED,
  };
}
