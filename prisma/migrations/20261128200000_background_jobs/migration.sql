-- Background jobs (issue 24 §3, ARCHITECTURE §2 "Background work", docs/operations.md): a table
-- of work that every app instance's runner drains with FOR UPDATE SKIP LOCKED. A running row
-- carries its holder and a heartbeat; a stale heartbeat means the holder died and the job may be
-- claimed again (handlers are resumable).

CREATE TYPE "background_job_status" AS ENUM ('queued', 'running', 'succeeded', 'failed');

CREATE TABLE "background_jobs" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(50) NOT NULL,
    "key" VARCHAR(200),
    "payload" JSONB NOT NULL DEFAULT '{}',
    "status" "background_job_status" NOT NULL DEFAULT 'queued',
    "progress" JSONB,
    "result" JSONB,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "max_attempts" INTEGER NOT NULL DEFAULT 3,
    "run_after" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_by" VARCHAR(200),
    "heartbeat_at" TIMESTAMPTZ(3),
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "background_jobs_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "background_jobs_attempts_check" CHECK ("attempts" >= 0 AND "max_attempts" >= 1)
);

CREATE INDEX "background_jobs_status_run_after_idx" ON "background_jobs"("status", "run_after");
CREATE INDEX "background_jobs_kind_created_at_idx" ON "background_jobs"("kind", "created_at");
-- One active job per (kind, key): a second close of the same period while one runs is refused.
CREATE UNIQUE INDEX "background_jobs_active_key" ON "background_jobs"("kind", "key")
  WHERE "key" IS NOT NULL AND "status" IN ('queued', 'running');
