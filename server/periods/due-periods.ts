// Which periods the nightly close acts on (`npm run period:close`, docs/operations.md "The nightly
// period close"): of both kinds, every period still open (or frozen by a close that stopped)
// whose end date lies before today in Asia/Jakarta, oldest first; or one period by name.
import type { DbClient } from "@/server/auth/db-client";
import { businessToday, periodTable, type PeriodKind, type PeriodRow } from "./kinds";

export interface PeriodTarget extends PeriodRow {
  kind: PeriodKind;
}

export const PERIOD_KINDS: readonly PeriodKind[] = ["periods", "mitra-periods"];

/** Periods of `kinds` not closed whose last day is before today (Jakarta), oldest first. */
export async function duePeriods(
  db: DbClient,
  kinds: readonly PeriodKind[] = PERIOD_KINDS,
  now = new Date(),
): Promise<PeriodTarget[]> {
  const today = businessToday(now);
  const found: PeriodTarget[] = [];
  for (const kind of kinds) {
    const t = periodTable(db, kind);
    const rows = [
      ...(await t.findMany({ status: "open" })),
      ...(await t.findMany({ status: "closing" })),
    ];
    for (const row of rows) if (row.endDate < today) found.push({ ...row, kind });
  }
  return found.sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}

/** Periods named `name` (of `kinds`): one per kind at most, since names are unique per kind. */
export async function periodsNamed(
  db: DbClient,
  name: string,
  kinds: readonly PeriodKind[] = PERIOD_KINDS,
): Promise<PeriodTarget[]> {
  const found: PeriodTarget[] = [];
  for (const kind of kinds) {
    const t = periodTable(db, kind);
    const hit = await t.findByName(name);
    const row = hit ? await t.find(hit.id) : null;
    if (row) found.push({ ...row, kind });
  }
  return found;
}

/**
 * Periods whose latest close run stopped: failed (the period is open again), or still running
 * with its process gone (the period may already be closed with its next one not yet opened).
 */
export async function unfinishedCloses(
  db: DbClient,
  kinds: readonly PeriodKind[] = PERIOD_KINDS,
): Promise<PeriodTarget[]> {
  const runs = await db.periodCloseRun.findMany({
    where: { status: { in: ["running", "failed"] } },
    select: { periodId: true, memberPeriodId: true, status: true },
    orderBy: { createdAt: "asc" },
  });
  const found = new Map<string, PeriodTarget>();
  for (const run of runs) {
    const kind: PeriodKind = run.periodId ? "periods" : "mitra-periods";
    const id = run.periodId ?? run.memberPeriodId;
    if (!id || !kinds.includes(kind) || found.has(id)) continue;
    const row = await periodTable(db, kind).find(id);
    if (row && (row.status !== "closed" || run.status === "running"))
      found.set(id, { ...row, kind });
  }
  return [...found.values()].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}
