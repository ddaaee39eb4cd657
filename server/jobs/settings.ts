// Timing of the job runner, read at call time (docs/operations.md "Background jobs").
function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const JOB_SETTINGS = {
  /** How often an idle runner looks for queued work. */
  pollMs: () => envInt("JOB_POLL_MS", 2000),
  /** How often a running job's holder renews its heartbeat. */
  heartbeatMs: () => envInt("JOB_HEARTBEAT_MS", 5000),
  /** A running job whose heartbeat is older than this was left by a dead process: take it over. */
  staleSeconds: () => envInt("JOB_STALE_SECONDS", 30),
  /** How long a request that started a job waits for it before answering 202. */
  waitMs: () => envInt("JOB_REQUEST_WAIT_MS", 25_000),
};
