// Customer service timing, read at call time (docs/customer-service.md "Settings").
function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const CS_SETTINGS = {
  /** Sends of one outbox message before it is failed for good. */
  outboxMaxAttempts: () => envInt("WHATSAPP_OUTBOX_MAX_ATTEMPTS", 5),
  /** First retry delay; doubles per attempt (5 s, 10 s, 20 s, …), capped at 10 minutes. */
  outboxBackoffSeconds: () => envInt("WHATSAPP_OUTBOX_BACKOFF_SECONDS", 5),
  /** How long a sender holds a claimed message before another may take it (a crash). */
  claimSeconds: () => envInt("WHATSAPP_CLAIM_SECONDS", 60),
  /** Messages claimed per batch. */
  batchSize: () => envInt("WHATSAPP_OUTBOX_BATCH", 20),
  /** Parallel sends within one broadcast batch (the rate limit still holds). */
  broadcastConcurrency: () => envInt("WHATSAPP_BROADCAST_CONCURRENCY", 8),
};

export function backoffSeconds(attempt: number): number {
  return Math.min(600, CS_SETTINGS.outboxBackoffSeconds() * 2 ** Math.max(0, attempt - 1));
}
