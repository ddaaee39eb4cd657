// The background job "period-close" (server/jobs/handlers.ts): closes one period step by step,
// outside any request (close-steps/registry.ts lists the steps). Payload: {kind: "periods" |
// "mitra-periods", periodId}. Resumable: a re-run after its process died continues the run at
// the first step not committed, or answers the close it had already finished.
import { AppError } from "@/server/errors";
import type { JobHandler } from "@/server/jobs/types";
import { runCloseSteps } from "./close-steps";
import type { PeriodKind } from "./kinds";

export const PERIOD_CLOSE_JOB = "period-close";

export interface PeriodClosePayload {
  kind: PeriodKind;
  periodId: string;
}

export function periodClosePayload(raw: unknown): PeriodClosePayload {
  const p = (raw ?? {}) as Record<string, unknown>;
  if ((p.kind !== "periods" && p.kind !== "mitra-periods") || typeof p.periodId !== "string")
    throw AppError.badRequest("Data proses tutup buku tidak lengkap");
  return { kind: p.kind, periodId: p.periodId };
}

/** The job key: one active close per period. */
export const periodCloseKey = (p: PeriodClosePayload) => `${p.kind}:${p.periodId}`;

export const periodCloseJob: JobHandler = async ({ db, job, progress }) => {
  const { kind, periodId } = periodClosePayload(job.payload);
  const result = await runCloseSteps(
    db,
    { kind, periodId, userId: job.createdById, jobId: job.id },
    (p) => progress({ ...p }),
  );
  return { ...result };
};
