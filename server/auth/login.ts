// Sign-in with email or office code + password, shared by POST /api/v1/login and the Auth.js
// credentials provider (auth.ts): rate limits, credential check, login history.
import "server-only";
import { z } from "zod";
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";
import {
  enforceRateLimit,
  hitRateLimit,
  RATE_LIMITS,
  rateLimitKey,
  resetRateLimit,
  tooManyRequests,
} from "@/server/rate-limit";
import type { RequestMeta } from "./request-meta";
import { checkPassword, findSignInUser, type VerifiedUser } from "./verify-credentials";

export const REQUIRED = "Kolom wajib diisi";
export const WRONG_CREDENTIALS = "Email/ID atau password salah";

export const ZLoginInput = z.object({
  /** An email or the code of the user's office. */
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(255, "Email/ID terlalu panjang")
    // PostgreSQL text cannot hold U+0000: the browser sign-in (auth.ts) parses with this schema
    // too, so a NUL never reaches the login lookup (the API refuses it in parseJsonBody).
    .refine((s) => !s.includes("\u0000"), "Email/ID tidak valid"),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(1000, "Password terlalu panjang"),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/**
 * Checks the credentials under two limits: all attempts per IP, and attempts per ACCOUNT (the
 * user the login names, whichever of its email or office code is typed, from any address; a login
 * that names no account counts per (login, IP)). The second counts every attempt before the check
 * (so parallel guesses are counted too) and is cleared by a successful sign-in, so it only ever
 * holds consecutive failures; one account's failures never block another account. Success sets
 * lastLoginAt and writes a UserLog row ('login', IP, user agent).
 */
export async function loginWithPassword(
  db: Db,
  input: TLoginInput,
  meta: RequestMeta,
): Promise<VerifiedUser> {
  await enforceRateLimit(db, rateLimitKey("login:ip", meta.ip), RATE_LIMITS.loginPerIp());
  const account = await findSignInUser(db, input.email);
  const failKey = account
    ? rateLimitKey("login:fail:user", account.id)
    : rateLimitKey("login:fail", input.email.toLowerCase(), meta.ip);
  const attempts = await hitRateLimit(db, failKey, RATE_LIMITS.loginFailures());
  if (attempts.limited) throw tooManyRequests(attempts.retryAfterSeconds);

  const user = await checkPassword(account, input.password);
  if (!user) throw AppError.unauthenticated(WRONG_CREDENTIALS);

  await resetRateLimit(db, failKey);
  const now = new Date();
  await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { lastLoginAt: now } }),
    db.userLog.create({
      data: {
        userId: user.id,
        action: "login",
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
        createdAt: now,
      },
    }),
  ]);
  return user;
}
