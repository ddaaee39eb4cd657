// The closed-period rule of ARCHITECTURE §2 for other use cases: nothing dated inside a closed
// accounting period may be created, changed or cancelled. Call it inside the writing transaction
// with the document's business date (orderDate, paymentDate, returDate ...).
import { AppError } from "@/server/errors";
import { PERIOD_CLOSED } from "@/lib/schemas/setup";
import { periodTable, type DbOrTx, type PeriodKind } from "./kinds";

export async function assertOpenPeriodFor(
  db: DbOrTx,
  date: Date,
  kind: PeriodKind = "periods",
): Promise<void> {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const rows = await periodTable(db, kind).findMany({
    startDate: { lte: day },
    endDate: { gte: day },
  });
  const closed = rows.find((r) => r.status !== "open");
  if (closed) throw AppError.conflict(`${PERIOD_CLOSED}: ${closed.name}`);
}
