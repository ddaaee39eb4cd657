// Tutup Buku (SPEC §7: setups/-actions/runClosePeriod for accounting periods,
// mitra-periods/{id}/-actions/close-mitra-period for member periods). Two halves:
//   - closeTarget (in the request): the permission and the period to close (default: the current
//     one); a closed period is a 409 before any work is queued;
//   - runCloseSteps (server/periods/close-steps/, in the background job "period-close", never
//     in a request's transaction): the steps of the close, each its own transaction, recorded in
//     period_close_runs so that a re-run after a crash resumes at the first step not committed.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { PERIOD_CLOSED } from "@/lib/schemas/setup";
import { findCurrentPeriod, NO_CURRENT_PERIOD } from "./get-current-period";
import { PERIOD_KIND, periodTable, type PeriodKind, type PeriodRow } from "./kinds";
import { requirePeriodPermission } from "./update-period";

/** The period a close would act on, after the permission check; a closed one is a 409. */
export async function closeTarget(
  db: DbClient,
  input: { kind: PeriodKind; periodId?: string },
  actor: Actor,
): Promise<PeriodRow> {
  const { kind } = input;
  requirePeriodPermission(actor, PERIOD_KIND[kind].close);
  let periodId = input.periodId;
  if (!periodId) {
    const current = await findCurrentPeriod(db, kind);
    if (!current) throw AppError.notFound(NO_CURRENT_PERIOD);
    periodId = current.id;
  }
  const target = await periodTable(db, kind).find(periodId);
  if (!target) throw AppError.notFound("Periode tidak ditemukan");
  if (target.status === "closed") throw AppError.conflict(PERIOD_CLOSED);
  return target;
}

