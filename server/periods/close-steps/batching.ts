// Shared by the steps that work through many rows (office_totals, office_commissions,
// stock_valuation): a keyset loop over ids that commits each batch together with its cursor
// (ctx.batch), so a process killed at any point resumes after the last committed batch, and the
// period's date range as the reports read it (Jakarta business dates).
import type { DbOrTx, PeriodRow } from "../kinds";
import type { CloseStepContext } from "./types";

/** Units (offices, warehouses) per batch: PERIOD_CLOSE_BATCH_SIZE, default 500. */
export function closeBatchSize(): number {
  const n = Number(process.env.PERIOD_CLOSE_BATCH_SIZE ?? 500);
  return Number.isSafeInteger(n) && n > 0 ? n : 500;
}

/** The period as dates (YYYY-MM-DD, inclusive) and the instant its last Jakarta day ends. */
export function periodRange(period: Pick<PeriodRow, "startDate" | "endDate">): {
  from: string;
  to: string;
  /** Exclusive: 00:00 Asia/Jakarta (UTC+7, no DST) of the day after the period. */
  endsAt: Date;
} {
  const from = period.startDate.toISOString().slice(0, 10);
  const to = period.endDate.toISOString().slice(0, 10);
  const endsAt = new Date(`${to}T00:00:00+07:00`);
  endsAt.setUTCDate(endsAt.getUTCDate() + 1);
  return { from, to, endsAt };
}

export interface KeysetBatch {
  /** Units this batch covered (0: nothing after the cursor any more). */
  units: number;
  /** The last unit's id (the new cursor); null when units is 0. */
  last: string | null;
}

/**
 * Runs `batch` over the units after the saved cursor, `closeBatchSize()` at a time, each in its
 * own transaction with the cursor and the count done. `total` counts all units (for the bar).
 * `batch` must be idempotent on its own too (unique keys): the runner may repeat the step after
 * its last batch committed but before it was recorded as completed.
 */
export async function keysetBatches(
  ctx: CloseStepContext,
  total: (db: DbOrTx) => Promise<number>,
  batch: (tx: DbOrTx, after: string | null, limit: number) => Promise<KeysetBatch>,
): Promise<void> {
  const size = closeBatchSize();
  const all = await total(ctx.db);
  await ctx.report(Number(ctx.state.done ?? 0), all);
  for (;;) {
    const finished = await ctx.batch(async (tx, state) => {
      if (state.finished === true) return true;
      const after = typeof state.cursor === "string" ? state.cursor : null;
      const r = await batch(tx, after, size);
      if (r.last !== null) state.cursor = r.last;
      state.done = Number(state.done ?? 0) + r.units;
      if (r.units < size) state.finished = true;
      return r.units < size;
    });
    await ctx.report(Number(ctx.state.done ?? 0), all);
    if (finished) return;
  }
}
