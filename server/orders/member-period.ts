// The member-period rule of the kinds that count for a member's points (docs/cash-bills.md
// "Member period"): cash bills, PBS sales, point additions and member sales carry the member
// period (`member_periods`) covering their order date in `orders.member_period_id`, which the
// commission's points source sums. A closed member period is closed: nothing dated in it may be
// created, changed or deleted (409, the closed-period error); a date no member period covers is a
// 422 for the kinds that require one.
//
// Concurrency: the covering member period row is read FOR SHARE inside the writing transaction
// (assertOpenPeriodFor with "mitra-periods"), so the member-period close (whose conditional UPDATE
// takes the row lock) either waits for the write to commit or has committed and the write sees it
// closed.
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";
import { openPeriodOf, type LockedPeriod } from "@/server/periods/assert-open-period";
import type { OrderKind } from "@/lib/schemas/orders";
import { ORDER_KIND_CONFIG } from "./kinds";

export const MEMBER_PERIOD_CLOSED = "Periode mitra usaha sudah ditutup";

/**
 * The member period an order of `kind` dated `date` counts in (null for a kind that counts no
 * points, or an optional one no member period covers); 409 when that period is closed.
 */
export async function memberPeriodFor(
  db: DbClient,
  kind: OrderKind,
  date: Date,
  pointer?: string,
): Promise<string | null> {
  const mode = ORDER_KIND_CONFIG[kind].memberPeriod;
  if (!mode) return null;
  const day = date.toISOString().slice(0, 10);
  const rows = await db.$queryRaw<LockedPeriod[]>(Prisma.sql`
    SELECT id::text AS id, name, status::text AS status FROM member_periods
    WHERE start_date <= ${day}::date AND end_date >= ${day}::date
    ORDER BY start_date FOR SHARE`);
  const closed = rows.find((r) => r.status !== "open");
  if (closed)
    throw AppError.conflict(
      `${MEMBER_PERIOD_CLOSED}: ${closed.name}`,
      pointer ? { pointer } : undefined,
    );
  if (!rows.length && mode === "optional") return null;
  return openPeriodOf(rows, date, pointer).periodId;
}

/** The rule for changing an existing order of a point-counting kind: its member period is open. */
export async function assertOrderMemberPeriodOpen(
  db: DbClient,
  order: { orderType: string; orderDate: Date },
): Promise<void> {
  const kind = order.orderType as OrderKind;
  if (!Object.hasOwn(ORDER_KIND_CONFIG, kind) || !ORDER_KIND_CONFIG[kind].memberPeriod) return;
  await memberPeriodFor(db, kind, order.orderDate);
}
