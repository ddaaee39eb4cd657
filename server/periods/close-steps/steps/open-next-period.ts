// Step "open_next_period": the following calendar month for a whole-month period (else one of the
// same length from the next day), unless a period starting that day exists.
import { AppError } from "@/server/errors";
import { periodTable, type DbOrTx, type PeriodKind } from "../../kinds";
import { nextPeriodRange } from "../../next-period";
import type { CloseStepDefinition } from "../types";

async function freeName(db: DbOrTx, kind: PeriodKind, name: string): Promise<string> {
  const t = periodTable(db, kind);
  if (!(await t.findByName(name))) return name;
  for (let i = 2; i < 100; i += 1) {
    const candidate = `${name} (${i})`;
    if (!(await t.findByName(candidate))) return candidate;
  }
  throw AppError.conflict("Nama periode berikutnya sudah dipakai");
}

export const openNextPeriodStep: CloseStepDefinition = {
  name: "open_next_period",
  label: "Membuka periode berikutnya",
  kinds: ["periods", "mitra-periods"],
  run: (ctx) =>
    ctx.batch(
      async (tx) => {
        const t = periodTable(tx, ctx.input.kind);
        const closed = await t.find(ctx.input.periodId);
        if (!closed) throw AppError.notFound("Periode tidak ditemukan");
        const range = nextPeriodRange(closed);
        const existing = await t.findMany({ startDate: range.startDate });
        const next =
          existing[0] ??
          (await t.create({
            name: await freeName(tx, ctx.input.kind, range.name),
            startDate: range.startDate,
            endDate: range.endDate,
          }));
        ctx.setResult("nextPeriodId", next.id);
      },
      { last: true },
    ),
};
