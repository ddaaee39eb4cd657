// Small crypto helpers for account secrets: opaque tokens, their stored hashes and 6-digit codes.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** An opaque random token (refresh token, password reset token): `bytes` random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** How tokens are stored: SHA-256 hex (a 32-byte random token needs no salt or stretching). */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** A 6-digit verification code, zero-padded ("004217"). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

function codeSecret(): string {
  const s = process.env.AUTH_SECRET;
  if (!s) throw new Error("AUTH_SECRET is not set");
  return s;
}

/**
 * Stored form of a 6-digit code. A plain hash of a 6-digit number is reversed in milliseconds,
 * so the code is keyed with AUTH_SECRET and bound to the user and the address it was sent to.
 */
export function hashCode(userId: string, email: string, code: string): string {
  return createHmac("sha256", codeSecret())
    .update(`${userId}\n${email.toLowerCase()}\n${code}`)
    .digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * Proof that the server itself asks to re-stamp a browser session after a password change: only
 * code holding AUTH_SECRET can make it, so a client posting to /api/auth/session cannot revive an
 * old session.
 */
export function restampProof(userId: string, stamp: string): string {
  return createHmac("sha256", codeSecret()).update(`restamp\n${userId}\n${stamp}`).digest("hex");
}
