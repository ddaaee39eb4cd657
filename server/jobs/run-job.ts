// Runs one claimed job on this instance (docs/operations.md "Background jobs"): keeps its
// heartbeat fresh while the handler works, records the outcome, and pushes progress and the end to
// the user who started it (event JobProgress on their realtime channel). A refusal (AppError) is a
// final failure stored as {status, code, detail, items}, so a waiting request answers exactly that
// error; any other error is retried later (attempts < max_attempts), since the handler resumes.
import type { Db } from "@/server/prisma-client";
import { AppError, isAppError, type ErrorCode } from "@/server/errors";
import { getRealtime } from "@/server/realtime";
import { userChannel } from "@/server/realtime/channels";
import { JOB_HANDLERS } from "./handlers";
import { finishJob, heartbeat, type JobOutcome } from "./queue";
import { JOB_SETTINGS } from "./settings";
import type { JobFailure, JobRow } from "./types";

export const JOB_PROGRESS_EVENT = "JobProgress";

async function announce(job: JobRow, data: Record<string, unknown>): Promise<void> {
  if (!job.createdById) return;
  try {
    await getRealtime().publish(userChannel(job.createdById), JOB_PROGRESS_EVENT, {
      id: job.id,
      kind: job.kind,
      ...data,
    });
  } catch (error) {
    // Progress is a courtesy: the row holds the truth, the screen polls it when events are lost.
    console.warn(`[jobs] progress of ${job.id} not published:`, error);
  }
}

function failureOf(error: AppError): JobFailure {
  return {
    status: error.status,
    code: error.code,
    detail: error.message,
    items: error.items.map((i) => ({
      code: i.code,
      detail: i.detail,
      ...(i.source ? { source: { ...i.source } as Record<string, string> } : {}),
    })),
  };
}

/** The stored refusal as the AppError it was. */
export function errorOfFailure(failure: JobFailure | null, error?: string | null): AppError {
  if (!failure) return new AppError("INTERNAL", error ?? "Proses latar gagal");
  const code = failure.code as ErrorCode;
  return new AppError(code, failure.detail, {
    items: (failure.items ?? []).map((i) => ({
      code: i.code as ErrorCode,
      detail: i.detail,
      source: i.source,
    })),
  });
}

export async function runClaimedJob(
  db: Db,
  job: JobRow,
  instanceId: string,
  /** Also told every progress report (the period-close script prints them). */
  onProgress?: (progress: Record<string, unknown>) => void,
): Promise<JobOutcome> {
  const handler = JOB_HANDLERS[job.kind];
  const lost = new AbortController();
  let lastProgress: Record<string, unknown> | undefined;
  const beat = setInterval(() => {
    heartbeat(db, job.id, instanceId, lastProgress)
      .then((held) => {
        if (!held) lost.abort(new Error("job taken over by another instance"));
      })
      .catch((error: unknown) => console.warn(`[jobs] heartbeat of ${job.id} failed:`, error));
  }, JOB_SETTINGS.heartbeatMs());
  let outcome: JobOutcome;
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    const result = await handler({
      db,
      job,
      instanceId,
      signal: lost.signal,
      async progress(p) {
        lastProgress = p;
        onProgress?.(p);
        if (!(await heartbeat(db, job.id, instanceId, p)))
          lost.abort(new Error("job taken over by another instance"));
        await announce(job, { status: "running", progress: p });
      },
    });
    outcome = { status: "succeeded", result };
  } catch (error) {
    if (isAppError(error)) outcome = { status: "failed", failure: failureOf(error) };
    else if (job.attempts >= job.maxAttempts)
      outcome = {
        status: "failed",
        failure: { status: 500, code: "INTERNAL", detail: "Proses latar gagal" },
      };
    else
      outcome = {
        status: "retry",
        error: error instanceof Error ? error.message : String(error),
        delaySeconds: 5 * job.attempts,
      };
    if (!isAppError(error)) console.error(`[jobs] ${job.kind} ${job.id} failed:`, error);
  } finally {
    clearInterval(beat);
  }
  if (await finishJob(db, job.id, instanceId, outcome))
    await announce(job, {
      status: outcome.status === "retry" ? "queued" : outcome.status,
      ...(outcome.status === "succeeded" ? { result: outcome.result } : {}),
      ...(outcome.status === "failed" ? { error: outcome.failure.detail } : {}),
    });
  return outcome;
}
