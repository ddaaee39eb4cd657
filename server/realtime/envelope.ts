// Size limits of the transports: pg_notify payloads must be shorter than 8000 bytes and Pusher
// events carry at most 10 KB of data. A message that does not fit keeps only the id of its data
// and `truncated: true`; clients refetch when they see it (docs/realtime.md).
import type { RealtimeMessage } from "./types";

/** pg_notify refuses payloads of 8000 bytes or more (default build of PostgreSQL). */
export const PG_NOTIFY_MAX_BYTES = 7999;
/** Pusher's limit on an event's `data`. */
export const PUSHER_MAX_DATA_BYTES = 10_240;

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** `{ id, truncated: true }` for data that is too large to send as it is. */
export function summarize(data: unknown): { id: string | number | null; truncated: true } {
  const id =
    typeof data === "object" && data !== null && "id" in data ? (data as { id: unknown }).id : null;
  return { id: typeof id === "string" || typeof id === "number" ? id : null, truncated: true };
}

/** Serialises `data`, shrinking it to its summary when the result would exceed `maxBytes`. */
export function encodeData(data: unknown, maxBytes: number): string {
  const full = JSON.stringify(data ?? null);
  if (byteLength(full) <= maxBytes) return full;
  return JSON.stringify(summarize(data));
}

/** Serialises a whole message for pg_notify, shrinking its data when needed. */
export function encodeEnvelope(message: RealtimeMessage, maxBytes = PG_NOTIFY_MAX_BYTES): string {
  const full = JSON.stringify({ ...message, data: message.data ?? null });
  if (byteLength(full) <= maxBytes) return full;
  const small = JSON.stringify({ ...message, data: summarize(message.data) });
  if (byteLength(small) <= maxBytes) return small;
  throw new Error(`realtime message on ${message.channel} is too large to send`);
}

/** Parses a payload received from pg_notify; anything malformed is ignored (null). */
export function decodeEnvelope(payload: string): RealtimeMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { channel, event, data } = parsed as Record<string, unknown>;
  if (typeof channel !== "string" || typeof event !== "string") return null;
  return { channel, event, data: data ?? null };
}
