// Signing of the gateway's webhook deliveries (docs/customer-service.md "The webhook"):
//   X-Webhook-Timestamp: <unix seconds>
//   X-Webhook-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
// A delivery is accepted only with a valid signature and a timestamp within the tolerance
// (a recorded request replayed later is refused); the same event delivered twice inside the
// window is stored once by its event id (server/customer-service/receive-webhook.ts).
// No "server-only" marker: the fake gateway (scripts/fake-whatsapp-gateway-server.ts) signs
// with the same function.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-webhook-signature";
export const TIMESTAMP_HEADER = "x-webhook-timestamp";
/** How far a delivery's timestamp may be from now. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}

export type SignatureCheck = "ok" | "missing" | "stale" | "invalid";

export function checkWebhookSignature(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  rawBody: string,
  now: number = Date.now(),
): SignatureCheck {
  if (!headers.signature || !headers.timestamp) return "missing";
  if (!/^\d{1,12}$/.test(headers.timestamp)) return "invalid";
  const ts = Number(headers.timestamp);
  if (Math.abs(now / 1000 - ts) > SIGNATURE_TOLERANCE_SECONDS) return "stale";
  const expected = Buffer.from(signWebhook(secret, ts, rawBody));
  const given = Buffer.from(headers.signature.trim());
  if (given.length !== expected.length) return "invalid";
  return timingSafeEqual(given, expected) ? "ok" : "invalid";
}
