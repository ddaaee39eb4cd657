// Runs once when a server instance starts (Next's instrumentation hook): the background job runner
// of this instance (server/jobs/runner.ts, docs/operations.md "Background jobs"). JOB_RUNNER=off
// leaves it out (e.g. web-only instances while another set of instances drains the jobs).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.JOB_RUNNER === "off" || !process.env.DATABASE_URL) return;
  const [{ getDb }, { startJobRunner }, { instanceId }] = await Promise.all([
    import("@/server/db"),
    import("@/server/jobs/runner"),
    import("@/server/jobs/instance"),
  ]);
  const runner = startJobRunner(getDb(), instanceId());
  const stop = () => void runner.stop();
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
