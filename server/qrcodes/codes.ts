// Unguessable QR code values. 15 random bytes (120 bits) in Crockford base32 = 24 characters from
// 0-9 A-Z (no I, L, O, U): all inside the QR alphanumeric set, so the symbols stay small, and
// nobody can guess a valid code from printed ones.
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function base32(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function randomQrCode(): string {
  return base32(randomBytes(15));
}

/** `n` distinct codes (a repeat of 120 random bits is practically impossible, but we check). */
export function randomQrCodes(n: number): string[] {
  const set = new Set<string>();
  while (set.size < n) set.add(randomQrCode());
  return [...set];
}

/** The generation's own number: QRG-YYYYMMDD-XXXXXXXX (WIB date, 40 random bits). */
export function generationCode(now = new Date()): string {
  const wib = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10).replace(/-/g, "");
  return `QRG-${wib}-${base32(randomBytes(5))}`;
}

export { uuidv7 } from "@/server/ids";
