// Shapes shared by the job queue, the runner and the handlers (docs/operations.md "Background jobs").
import type { Db } from "@/server/prisma-client";

export interface JobRow {
  id: string;
  kind: string;
  key: string | null;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  createdById: string | null;
  progress: unknown;
}

export interface JobContext {
  db: Db;
  job: JobRow;
  /** The instance running it (host:pid:random), as recorded in background_jobs.locked_by. */
  instanceId: string;
  /** Records progress (and the heartbeat) and pushes it to the user who started the job. */
  progress(progress: Record<string, unknown>): Promise<void>;
  /** Aborted when this instance lost the job (another one took it over) or is shutting down. */
  signal: AbortSignal;
}

/** A job's work. Must be resumable: it may run again after its process died at any point. */
export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown>>;

/** A failed job's stored refusal, so that a waiting request answers the same error. */
export interface JobFailure {
  status: number;
  code: string;
  detail: string;
  items?: { code: string; detail: string; source?: Record<string, string> }[];
}
