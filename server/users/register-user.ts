// POST /api/v1/register: public self-registration. The account gets no office and no roles (an
// admin assigns them later) and a 6-digit code to verify the email.
import "server-only";
import type { Db } from "@/server/prisma-client";
import { Prisma } from "@/server/generated/prisma/client";
import { hashPassword } from "@/server/auth/password";
import type { RequestMeta } from "@/server/auth/request-meta";
import { AppError } from "@/server/errors";
import { enforceRateLimit, RATE_LIMITS, rateLimitKey } from "@/server/rate-limit";
import { createEmailVerification, mailVerificationCode } from "./email-verification";
import { getSessionUser, type SessionUser } from "./get-session-user";
import { ZRegisterInput, type TRegisterInput } from "@/lib/schemas/users";
import { EMAIL_TAKEN } from "./shared";

export { ZRegisterInput, type TRegisterInput };

export const REGISTERED = "Registrasi berhasil, kode verifikasi sudah dikirim ke email anda";

function emailTaken(): AppError {
  return AppError.conflict(EMAIL_TAKEN, { pointer: "/data/attributes/email" });
}

export async function registerUser(
  db: Db,
  input: TRegisterInput,
  meta: RequestMeta,
): Promise<SessionUser> {
  await enforceRateLimit(db, rateLimitKey("register:ip", meta.ip), RATE_LIMITS.registerPerIp());
  const taken = await db.user.findFirst({
    where: { email: { equals: input.email, mode: "insensitive" } },
    select: { id: true },
  });
  if (taken) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let created: { id: string; code: string };
  try {
    created = await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash },
        select: { id: true },
      });
      return { id: user.id, code: await createEmailVerification(tx, user.id, input.email) };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw emailTaken();
    throw error;
  }
  await mailVerificationCode(db, input.email, input.name, created.code);
  return getSessionUser(db, created.id);
}
