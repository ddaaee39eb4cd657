// The closed-period rule of ARCHITECTURE §2 for other use cases: nothing dated inside a closed
// accounting period may be created, changed or cancelled (docs/ledgers.md "Period lock").
//
// Call it INSIDE the writing transaction with the document's business date (orderDate,
// paymentDate, returDate, jakartaToday() for a posting made now). It locks the period row that
// covers the date with SELECT ... FOR SHARE, so a concurrent close (whose conditional UPDATE takes
// the row lock) either waits for this posting to commit, or has already committed and this
// posting sees the period as closed (409). A date that no period covers is refused (422): a
// posting never lands outside the period calendar.
import { AppError } from "@/server/errors";
import { PERIOD_CLOSED } from "@/lib/schemas/setup";
import type { DbOrTx, PeriodKind } from "./kinds";

export const NO_PERIOD_FOR_DATE = "Tidak ada periode untuk tanggal ini";

export async function assertOpenPeriodFor(
  db: DbOrTx,
  date: Date,
  kind: PeriodKind = "periods",
): Promise<{ periodId: string }> {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const rows =
    kind === "periods"
      ? await db.$queryRaw<{ id: string; name: string; status: string }[]>`
          SELECT id::text AS id, name, status::text AS status FROM periods
          WHERE start_date <= ${day}::date AND end_date >= ${day}::date
          ORDER BY start_date FOR SHARE`
      : await db.$queryRaw<{ id: string; name: string; status: string }[]>`
          SELECT id::text AS id, name, status::text AS status FROM member_periods
          WHERE start_date <= ${day}::date AND end_date >= ${day}::date
          ORDER BY start_date FOR SHARE`;
  const closed = rows.find((r) => r.status !== "open");
  if (closed) throw AppError.conflict(`${PERIOD_CLOSED}: ${closed.name}`);
  const open = rows[0];
  if (!open)
    throw AppError.validation([
      {
        detail: `${NO_PERIOD_FOR_DATE} (${day.toISOString().slice(0, 10)}); buka periode terlebih dahulu`,
      },
    ]);
  return { periodId: open.id };
}
