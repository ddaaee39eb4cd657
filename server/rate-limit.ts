// Fixed-window rate limits kept in PostgreSQL (table rate_limits), so every app instance counts
// against the same buckets. One atomic statement per hit: INSERT ... ON CONFLICT DO UPDATE
// ... RETURNING, which starts a new window when the old one has ended.
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";
import { sha256Hex } from "@/server/auth/crypto";

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  count: number;
  resetAt: Date;
  limited: boolean;
  /** Seconds until the window ends (for Retry-After); at least 1. */
  retryAfterSeconds: number;
}

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Every limit of the app in one place. Functions, so settings are read at call time. */
export const RATE_LIMITS = {
  /** Failed sign-ins per account (per (login, IP) for a login that names no account). */
  loginFailures: (): RateLimitRule => ({
    max: envInt("LOGIN_MAX_FAILURES", 5),
    windowSeconds: envInt("LOGIN_WINDOW_SECONDS", 900),
  }),
  /** All sign-in attempts per IP. */
  loginPerIp: (): RateLimitRule => ({
    max: envInt("LOGIN_IP_MAX_PER_MINUTE", 300),
    windowSeconds: 60,
  }),
  registerPerIp: (): RateLimitRule => ({
    max: envInt("REGISTER_IP_MAX_PER_HOUR", 10),
    windowSeconds: 3600,
  }),
  passwordForgotPerIp: (): RateLimitRule => ({ max: 10, windowSeconds: 900 }),
  /** Reset mails to one address: over the limit nothing is sent (the answer stays the same). */
  passwordForgotPerEmail: (): RateLimitRule => ({ max: 3, windowSeconds: 900 }),
  verificationMailPerIp: (): RateLimitRule => ({ max: 10, windowSeconds: 900 }),
  verificationMailPerUser: (): RateLimitRule => ({ max: 5, windowSeconds: 900 }),
};

export const TOO_MANY_REQUESTS = "Terlalu banyak permintaan";

/** A bucket key; free text (emails, logins) is hashed so the table holds no personal data. */
export function rateLimitKey(scope: string, ...parts: (string | null | undefined)[]): string {
  const rest = parts.map((p) => {
    const v = (p ?? "unknown").toLowerCase();
    return /^[0-9a-f:.]{1,64}$/.test(v) ? v : sha256Hex(v).slice(0, 32);
  });
  return [scope, ...rest].join(":");
}

/** Counts one hit in `key` and says whether the rule is exceeded. */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const rows = await db.$queryRaw<{ count: number; reset_at: Date; now: Date }[]>`
    INSERT INTO rate_limits (key, count, reset_at, created_at, updated_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}), now(), now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END,
      updated_at = now()
    RETURNING count, reset_at, now() AS now`;
  const row = rows[0];
  if (!row) throw new Error(`rate limit ${key}: no row returned`);
  // Now and then, drop buckets whose window ended long ago (keeps the table small).
  if (Math.random() < 0.01) {
    await db.$executeRaw`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 day'`;
  }
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((row.reset_at.getTime() - row.now.getTime()) / 1000),
  );
  return {
    count: row.count,
    resetAt: row.reset_at,
    limited: row.count > rule.max,
    retryAfterSeconds,
  };
}

export function tooManyRequests(retryAfterSeconds: number, detail = TOO_MANY_REQUESTS): AppError {
  return new AppError("TOO_MANY_REQUESTS", detail, {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

/** Counts one hit and throws 429 (with Retry-After) when the rule is exceeded. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const result = await hitRateLimit(db, key, rule);
  if (result.limited) throw tooManyRequests(result.retryAfterSeconds);
  return result;
}

/** Forgets a bucket (e.g. the failure counter after a successful sign-in). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.$executeRaw`DELETE FROM rate_limits WHERE key = ${key}`;
}
