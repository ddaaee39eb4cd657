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
import { Prisma } from "@/server/generated/prisma/client";
import { PERIOD_CLOSED } from "@/lib/schemas/setup";
import type { DbOrTx, PeriodKind } from "./kinds";

export const NO_PERIOD_FOR_DATE = "Tidak ada periode untuk tanggal ini";

/** A period row as the lock reads it. */
export interface LockedPeriod {
  id: string;
  name: string;
  status: string;
}

/**
 * The lock's SELECT: the `periods` rows covering `day` (an SQL date expression), FOR SHARE.
 * `from` adds relations `day` refers to (`, o` when the date is a column of a CTE `o`), so a use
 * case can take the lock inside the statement that reads what it needs
 * (`WITH per AS (${periodLockSql(...)})`); openPeriodOf then checks the rows.
 */
export function periodLockSql(day: Prisma.Sql, from: Prisma.Sql = Prisma.empty): Prisma.Sql {
  return Prisma.sql`SELECT p.id::text AS id, p.name, p.status::text AS status
    FROM periods p ${from}
    WHERE p.start_date <= ${day} AND p.end_date >= ${day}
    ORDER BY p.start_date FOR SHARE OF p`;
}

/**
 * The rule over the locked rows: 409 when the date's period is closed, 422 when none covers it.
 * `pointer` names the date field when the client chose the date (e.g.
 * /data/attributes/payment_date), so the form shows the answer at that field.
 */
export function openPeriodOf(
  rows: readonly LockedPeriod[],
  date: Date,
  pointer?: string,
): { periodId: string } {
  const source = pointer ? { pointer } : undefined;
  const closed = rows.find((r) => r.status !== "open");
  if (closed) throw AppError.conflict(`${PERIOD_CLOSED}: ${closed.name}`, source);
  const open = rows[0];
  if (!open)
    throw AppError.validation([
      {
        detail: `${NO_PERIOD_FOR_DATE} (${date.toISOString().slice(0, 10)}); buka periode terlebih dahulu`,
        ...(source ? { source } : {}),
      },
    ]);
  return { periodId: open.id };
}

export async function assertOpenPeriodFor(
  db: DbOrTx,
  date: Date,
  kind: PeriodKind = "periods",
  pointer?: string,
): Promise<{ periodId: string }> {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const rows =
    kind === "periods"
      ? await db.$queryRaw<LockedPeriod[]>`${periodLockSql(Prisma.sql`${day}::date`)}`
      : await db.$queryRaw<LockedPeriod[]>`
          SELECT id::text AS id, name, status::text AS status FROM member_periods
          WHERE start_date <= ${day}::date AND end_date >= ${day}::date
          ORDER BY start_date FOR SHARE`;
  return openPeriodOf(rows, day, pointer);
}
