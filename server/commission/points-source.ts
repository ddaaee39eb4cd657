// Where a member's personal points come from (issue 27, the contract with the cash-bill work):
// the orders addressed to the member office (category MEMBER) that count in the member period,
// validated or released and not deleted, whatever their kind (member sale, cash bill, point
// addition, PBS to a member). Their `total_point` is the points snapshot taken from the products.
// The close step (member_commission) reads every member's sum at once; the explanation page reads
// one source member's orders. Both use the same condition, written once here. The partial index
// orders_member_period_points_idx (migration 20261202040000) serves both.
import { Prisma } from "@/server/generated/prisma/client";
import type { DbClient } from "@/server/auth/db-client";
import { OFFICE_CATEGORY } from "@/server/auth/actor";

/** The statuses whose points count. */
export const POINT_STATUSES = ["validated", "released"] as const;

const counted = (memberPeriodId: string) => Prisma.sql`
  o.member_period_id = ${memberPeriodId}::uuid
  AND o.deleted_at IS NULL
  AND o.status IN ('validated', 'released')`;

/**
 * Personal points per member office of a member period: member id -> points (members without
 * points are absent). `officeIds` narrows it to some members.
 */
export async function personalPoints(
  db: Pick<DbClient, "$queryRaw">,
  memberPeriodId: string,
  officeIds?: readonly string[],
): Promise<Map<string, bigint>> {
  const only = officeIds
    ? Prisma.sql`AND o.destination_office_id = ANY(${[...officeIds]}::uuid[])`
    : Prisma.empty;
  const rows = await db.$queryRaw<{ office_id: string; points: bigint }[]>`
    SELECT o.destination_office_id AS office_id, SUM(o.total_point)::bigint AS points
    FROM orders o JOIN offices m ON m.id = o.destination_office_id
    WHERE ${counted(memberPeriodId)} ${only}
      AND m.office_category_id = ${OFFICE_CATEGORY.MEMBER}
    GROUP BY o.destination_office_id
    HAVING SUM(o.total_point) <> 0`;
  return new Map(rows.map((r) => [r.office_id, BigInt(r.points)]));
}

/**
 * Points and bonus value per member office of a member period, for some members (the member
 * CSV of Data Mitra Usaha): member id -> sums; members without counted orders are absent.
 */
export async function memberPeriodTotals(
  db: Pick<DbClient, "$queryRaw">,
  memberPeriodId: string,
  officeIds: readonly string[],
): Promise<Map<string, { points: bigint; bonus: bigint }>> {
  if (officeIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ office_id: string; points: bigint; bonus: bigint }[]>`
    SELECT o.destination_office_id AS office_id, SUM(o.total_point)::bigint AS points,
           SUM(o.total_bonus)::bigint AS bonus
    FROM orders o
    WHERE ${counted(memberPeriodId)} AND o.destination_office_id = ANY(${[...officeIds]}::uuid[])
    GROUP BY o.destination_office_id`;
  return new Map(
    rows.map((r) => [r.office_id, { points: BigInt(r.points), bonus: BigInt(r.bonus) }]),
  );
}

export interface PointOrder {
  id: string;
  code: string;
  orderType: string;
  orderDate: Date;
  totalPoint: bigint;
}

/** The orders that make one member's points in a member period, oldest first (at most `limit`). */
export async function pointOrders(
  db: Pick<DbClient, "$queryRaw">,
  memberPeriodId: string,
  officeId: string,
  limit = 200,
): Promise<PointOrder[]> {
  const rows = await db.$queryRaw<
    { id: string; code: string; order_type: string; order_date: Date; total_point: bigint }[]
  >`
    SELECT o.id, o.code, o.order_type::text AS order_type, o.order_date, o.total_point
    FROM orders o
    WHERE ${counted(memberPeriodId)} AND o.destination_office_id = ${officeId}::uuid
    ORDER BY o.order_date, o.code
    LIMIT ${limit}`;
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    orderType: r.order_type,
    orderDate: r.order_date,
    totalPoint: BigInt(r.total_point),
  }));
}

export interface TreeMember {
  id: string;
  code: string;
  /** The upline when it is a member; null at the top of a chain. */
  uplineId: string | null;
}

/** Every member office (not deleted) with its member upline, in one query. */
export async function memberTree(db: Pick<DbClient, "$queryRaw">): Promise<TreeMember[]> {
  const rows = await db.$queryRaw<{ id: string; code: string; upline_id: string | null }[]>`
    SELECT m.id, m.code, u.id AS upline_id
    FROM offices m
    LEFT JOIN offices u ON u.id = m.office_referral_id
      AND u.office_category_id = ${OFFICE_CATEGORY.MEMBER} AND u.deleted_at IS NULL
    WHERE m.office_category_id = ${OFFICE_CATEGORY.MEMBER} AND m.deleted_at IS NULL`;
  return rows.map((r) => ({ id: r.id, code: r.code, uplineId: r.upline_id }));
}
