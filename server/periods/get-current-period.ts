// periods/-actions/get-current-period and mitra-periods/-actions/get-current-period: the open
// period that contains today (Asia/Jakarta); when none contains today, the earliest open one.
import type { DbClient as Db } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { businessToday, periodTable, type PeriodKind, type PeriodRow } from "./kinds";

export const NO_CURRENT_PERIOD = "Tidak ada periode yang sedang berjalan";

export async function findCurrentPeriod(
  db: Db,
  kind: PeriodKind,
  now = new Date(),
): Promise<PeriodRow | null> {
  const today = businessToday(now);
  const t = periodTable(db, kind);
  const containing = await t.findMany({
    status: "open",
    startDate: { lte: today },
    endDate: { gte: today },
  });
  if (containing[0]) return containing[0];
  const open = await t.findMany({ status: "open" });
  return open[0] ?? null;
}

export async function getCurrentPeriod(db: Db, kind: PeriodKind): Promise<PeriodRow> {
  const row = await findCurrentPeriod(db, kind);
  if (!row) throw AppError.notFound(NO_CURRENT_PERIOD);
  return row;
}
