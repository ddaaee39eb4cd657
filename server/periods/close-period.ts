// Tutup Buku (SPEC §7: setups/-actions/runClosePeriod for accounting periods,
// mitra-periods/{id}/-actions/close-mitra-period for member periods). Runs on the caller's
// transaction (the route opens it, ARCHITECTURE §8), so its steps commit together:
//   1. insert a period_close_runs row with status running — the partial unique index allows one
//      running close per period, so a concurrent second close waits here and then fails below;
//   2. close the period with a conditional UPDATE (only while open): 0 rows -> 409;
//   3. open the next period (the following calendar month for a month period, else a period of
//      the same length starting the day after), unless one starting that day already exists;
//   4. mark the run succeeded with its completed steps.
// Bonus and commission calculation is not part of this close yet (docs/admin-setup.md): closing
// only changes the states and opens the next period.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { PERIOD_CLOSE_RUNNING, PERIOD_CLOSED } from "@/lib/schemas/setup";
import { isUniqueError } from "@/server/access/unique-error";
import { findCurrentPeriod, NO_CURRENT_PERIOD } from "./get-current-period";
import { PERIOD_KIND, periodTable, type DbOrTx, type PeriodKind, type PeriodRow } from "./kinds";
import { requirePeriodPermission } from "./update-period";
import { nextPeriodRange } from "./next-period";

async function freeName(db: DbOrTx, kind: PeriodKind, name: string): Promise<string> {
  const t = periodTable(db, kind);
  if (!(await t.findByName(name))) return name;
  for (let i = 2; i < 100; i += 1) {
    const candidate = `${name} (${i})`;
    if (!(await t.findByName(candidate))) return candidate;
  }
  throw AppError.conflict("Nama periode berikutnya sudah dipakai");
}

export interface ClosePeriodResult {
  closed: PeriodRow;
  next: PeriodRow;
  runId: string;
}

export async function closePeriod(
  db: DbClient,
  input: { kind: PeriodKind; periodId?: string },
  actor: Actor,
): Promise<ClosePeriodResult> {
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
  const id = periodId;
  const tx = db;
  try {
    {
      const now = new Date();
      const run = await tx.periodCloseRun.create({
        data: {
          ...(kind === "periods" ? { periodId: id } : { memberPeriodId: id }),
          status: "running",
          step: "close_period",
          startedById: actor.userId,
          heartbeatAt: now,
        },
        select: { id: true },
      });
      const t = periodTable(tx, kind);
      if ((await t.closeIfOpen(id, actor.userId, now)) === 0)
        throw AppError.conflict(PERIOD_CLOSED);
      const closed = await t.find(id);
      if (!closed) throw AppError.notFound("Periode tidak ditemukan");
      const range = nextPeriodRange(closed);
      const existing = await t.findMany({ startDate: range.startDate });
      const next =
        existing[0] ??
        (await t.create({
          name: await freeName(tx, kind, range.name),
          startDate: range.startDate,
          endDate: range.endDate,
        }));
      await tx.periodCloseRun.update({
        where: { id: run.id },
        data: {
          status: "succeeded",
          step: "open_next_period",
          completedSteps: ["close_period", "open_next_period"],
          progress: { closedPeriodId: closed.id, nextPeriodId: next.id },
          heartbeatAt: now,
          finishedAt: new Date(),
        },
      });
      return { closed, next, runId: run.id };
    }
  } catch (error) {
    // Another close of this period holds the running slot (partial unique index).
    if (isUniqueError(error)) throw AppError.conflict(PERIOD_CLOSE_RUNNING);
    throw error;
  }
}
