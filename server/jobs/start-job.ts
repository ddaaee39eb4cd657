// What a request does to start a job and answer with its result (docs/operations.md "Background
// jobs"): queue it, then run it right here if no runner claimed it first, else wait for whoever
// runs it, up to JOB_REQUEST_WAIT_MS. Either way the work runs outside the request's
// transaction, under the job's claim, exactly once.
import type { Db } from "@/server/prisma-client";
import { claimJob } from "./queue";
import { errorOfFailure, runClaimedJob } from "./run-job";
import { JOB_SETTINGS } from "./settings";
import type { JobFailure } from "./types";

export type StartedJob =
  | { done: true; jobId: string; result: Record<string, unknown> }
  | { done: false; jobId: string; progress: unknown };

/** Runs (or waits for) the queued job `jobId`; a refusal is thrown as the AppError it was. */
export async function runOrAwaitJob(db: Db, jobId: string, instanceId: string): Promise<StartedJob> {
  const claimed = await claimJob(db, {
    instanceId,
    kinds: [],
    staleSeconds: JOB_SETTINGS.staleSeconds(),
    jobId,
  }).catch(() => null);
  if (claimed) await runClaimedJob(db, claimed, instanceId);
  const deadline = Date.now() + JOB_SETTINGS.waitMs();
  for (;;) {
    const row = await db.backgroundJob.findUniqueOrThrow({
      where: { id: jobId },
      select: { status: true, result: true, progress: true, error: true },
    });
    if (row.status === "succeeded")
      return { done: true, jobId, result: (row.result ?? {}) as Record<string, unknown> };
    if (row.status === "failed")
      throw errorOfFailure(row.result as unknown as JobFailure | null, row.error);
    if (Date.now() >= deadline) return { done: false, jobId, progress: row.progress };
    await new Promise((r) => setTimeout(r, 100));
  }
}
