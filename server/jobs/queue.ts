// The job table's statements (ARCHITECTURE §2 "Background work"; docs/operations.md). Every
// instance's runner and every request that starts a job go through these:
//   - enqueueJob: one row; a second active job of the same (kind, key) is refused by the partial
//     unique index (null answer), so two clicks or two instances never start the same close twice;
//   - claimJob: UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED LIMIT 1): two runners
//     never claim the same row, and neither waits for the other. A running row whose heartbeat is
//     older than JOB_STALE_SECONDS is claimable again (its holder died) and the handler resumes;
//   - heartbeat / finishJob only touch a row this instance still holds (locked_by), so a holder
//     that was taken over learns it (false / 0 rows) and stops.
import { Prisma } from "@/server/generated/prisma/client";
import type { DbClient } from "@/server/auth/db-client";
import { isUniqueError } from "@/server/access/unique-error";
import type { JobFailure, JobRow } from "./types";

interface RawJob {
  id: string;
  kind: string;
  key: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  created_by_id: string | null;
  progress: unknown;
}

const toJob = (r: RawJob): JobRow => ({
  id: r.id,
  kind: r.kind,
  key: r.key,
  payload: r.payload,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  createdById: r.created_by_id,
  progress: r.progress,
});

export interface EnqueueInput {
  kind: string;
  /** Unique among the active jobs of this kind (e.g. the period being closed). */
  key?: string;
  payload: Record<string, unknown>;
  createdById?: string | null;
  maxAttempts?: number;
}

/** Queues a job; null when an active job of the same kind and key exists. */
export async function enqueueJob(db: DbClient, input: EnqueueInput): Promise<{ id: string } | null> {
  try {
    return await db.backgroundJob.create({
      data: {
        kind: input.kind,
        key: input.key ?? null,
        payload: input.payload as Prisma.InputJsonObject,
        createdById: input.createdById ?? null,
        maxAttempts: input.maxAttempts ?? 3,
      },
      select: { id: true },
    });
  } catch (error) {
    if (isUniqueError(error)) return null;
    throw error;
  }
}

/**
 * Claims the next due job of `kinds` (or exactly `jobId`, of any kind, when given) for `instanceId`, or null.
 * Attempts count claims, so a job that keeps killing its process stops after max_attempts.
 */
export async function claimJob(
  db: DbClient,
  opts: { instanceId: string; kinds: readonly string[]; staleSeconds: number; jobId?: string },
): Promise<JobRow | null> {
  const which = opts.jobId
    ? Prisma.sql`id = ${opts.jobId}::uuid`
    : Prisma.sql`kind = ANY(${[...opts.kinds]}::varchar[])`;
  const rows = await db.$queryRaw<RawJob[]>`
    UPDATE background_jobs j SET
      status = 'running',
      locked_by = ${opts.instanceId},
      heartbeat_at = now(),
      started_at = COALESCE(j.started_at, now()),
      attempts = j.attempts + 1,
      updated_at = now()
    WHERE j.id = (
      SELECT id FROM background_jobs
      WHERE ${which}
        AND attempts < max_attempts
        AND ((status = 'queued' AND run_after <= now())
          OR (status = 'running' AND heartbeat_at < now() - make_interval(secs => ${opts.staleSeconds})))
      ORDER BY run_after, created_at
      FOR UPDATE SKIP LOCKED
      LIMIT 1)
    RETURNING j.id, j.kind, j.key, j.payload, j.attempts, j.max_attempts, j.created_by_id, j.progress`;
  const row = rows[0];
  return row ? toJob(row) : null;
}

/** Renews the heartbeat (and the progress); false when this instance no longer holds the job. */
export async function heartbeat(
  db: DbClient,
  jobId: string,
  instanceId: string,
  progress?: Record<string, unknown>,
): Promise<boolean> {
  const res = await db.backgroundJob.updateMany({
    where: { id: jobId, lockedBy: instanceId, status: "running" },
    data: {
      heartbeatAt: new Date(),
      ...(progress ? { progress: progress as Prisma.InputJsonObject } : {}),
    },
  });
  return res.count === 1;
}

export type JobOutcome =
  | { status: "succeeded"; result: Record<string, unknown> }
  | { status: "failed"; failure: JobFailure }
  | { status: "retry"; error: string; delaySeconds: number };

/** Records how the run ended; false when the job was taken over meanwhile (nothing changed). */
export async function finishJob(
  db: DbClient,
  jobId: string,
  instanceId: string,
  outcome: JobOutcome,
): Promise<boolean> {
  const where = { id: jobId, lockedBy: instanceId, status: "running" as const };
  const now = new Date();
  const data =
    outcome.status === "succeeded"
      ? {
          status: "succeeded" as const,
          result: outcome.result as Prisma.InputJsonObject,
          error: null,
          finishedAt: now,
          heartbeatAt: now,
        }
      : outcome.status === "failed"
        ? {
            status: "failed" as const,
            result: outcome.failure as unknown as Prisma.InputJsonObject,
            error: outcome.failure.detail,
            finishedAt: now,
            heartbeatAt: now,
          }
        : {
            status: "queued" as const,
            error: outcome.error,
            lockedBy: null,
            runAfter: new Date(now.getTime() + outcome.delaySeconds * 1000),
          };
  const res = await db.backgroundJob.updateMany({ where, data });
  return res.count === 1;
}

/** Marks a job that ran out of attempts as failed (a runner found it stale with none left). */
export async function failExhausted(db: DbClient, staleSeconds: number): Promise<number> {
  return db.$executeRaw`
    UPDATE background_jobs SET status = 'failed', finished_at = now(), updated_at = now(),
      error = COALESCE(error, 'Proses berhenti berulang kali; batas percobaan tercapai')
    WHERE attempts >= max_attempts
      AND ((status = 'queued')
        OR (status = 'running' AND heartbeat_at < now() - make_interval(secs => ${staleSeconds})))`;
}

export interface ActiveJob {
  id: string;
  status: "queued" | "running";
  progress: unknown;
  /** Running with a heartbeat older than `staleSeconds`: its holder died. */
  stale: boolean;
}

/** The active (queued or running) job of a kind and key, if any. */
export async function findActiveJob(
  db: DbClient,
  kind: string,
  key: string,
  staleSeconds: number,
): Promise<ActiveJob | null> {
  const row = await db.backgroundJob.findFirst({
    where: { kind, key, status: { in: ["queued", "running"] } },
    select: { id: true, status: true, progress: true, heartbeatAt: true },
  });
  if (!row || (row.status !== "queued" && row.status !== "running")) return null;
  const stale =
    row.status === "running" &&
    (!row.heartbeatAt || row.heartbeatAt.getTime() < Date.now() - staleSeconds * 1000);
  return { id: row.id, status: row.status, progress: row.progress, stale };
}
