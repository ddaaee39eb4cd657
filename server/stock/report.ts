// Stock aggregates of SPEC §7 "Stock" (the global report and the total available stock): SQL
// sums over stocks (or, for a past date, each stock's last balance_after before the next day) joined
// with products. Value per unit: price = the product's purchase price (HPP, whole rupiah),
// point = product.point, bonus = product.bonus_value.
//
// Available stock is the sellable stock: every main warehouse in the caller's scope (scope.ts),
// or the one warehouse filtered on. Goods in transit (sent, not received) are in no warehouse.
import { Prisma } from "@/server/generated/prisma/client";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { jakartaDayBounds } from "@/lib/business-date";
import { UUID_RE } from "@/lib/schemas/master";

export interface StockReportFilter {
  warehouseId: string | null;
  categoryId: string | null;
  /** Jakarta day (YYYY-MM-DD): stock at the end of that day; null = now. */
  date: string | null;
  /** Only this office's warehouses (null: every office). */
  officeId: string | null;
}

export interface StockReportRow {
  productId: string;
  productCode: string;
  productName: string;
  quantity: number;
  totalPrice: bigint;
  totalPoint: bigint;
  totalBonus: bigint;
}

export interface StockReportTotals {
  quantity: number;
  totalPrice: bigint;
  totalPoint: bigint;
  totalBonus: bigint;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads filter[warehouse_id], filter[category_id], filter[date] (400 on a malformed one). */
export function reportFilterFrom(url: URL, officeId: string | null): StockReportFilter {
  const get = (name: string) => url.searchParams.get(`filter[${name}]`)?.trim() || null;
  const uuid = (name: string) => {
    const v = get(name);
    if (v !== null && !UUID_RE.test(v))
      throw AppError.badRequest(`filter[${name}] harus berupa id yang valid`, {
        parameter: `filter[${name}]`,
      });
    return v;
  };
  const date = get("date");
  if (date !== null && (!DAY.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))))
    throw AppError.badRequest("filter[date] harus berupa tanggal YYYY-MM-DD", {
      parameter: "filter[date]",
    });
  return { warehouseId: uuid("warehouse_id"), categoryId: uuid("category_id"), date, officeId };
}

/** The quantity column of a stock row `s`, and the join that supplies it. */
function quantitySql(f: StockReportFilter): { join: Prisma.Sql; q: Prisma.Sql } {
  if (f.date === null) return { join: Prisma.empty, q: Prisma.sql`s.quantity` };
  const { lt } = jakartaDayBounds(f.date);
  // The stock at the end of the day: the running balance (balance_after) of the stock's newest
  // ledger row before the next day, one index probe per stock on (stock_id, created_at, id),
  // which yields it first with no sort step; no row yet means 0. A LATERAL join, not a scalar
  // subquery in the select list: the planner copies such a subquery into each of the four sums
  // (four probes per stock).
  return {
    join: Prisma.sql`LEFT JOIN LATERAL (SELECT t.balance_after FROM stock_trxes t
      WHERE t.stock_id = s.id AND t.created_at < ${lt}
      ORDER BY t.created_at DESC, t.id DESC LIMIT 1) last ON true`,
    q: Prisma.sql`COALESCE(last.balance_after, 0)`,
  };
}

function whereSql(f: StockReportFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`w.deleted_at IS NULL`];
  parts.push(
    f.warehouseId ? Prisma.sql`w.id = ${f.warehouseId}::uuid` : Prisma.sql`w.type = 'main'`,
  );
  if (f.officeId) parts.push(Prisma.sql`w.office_id = ${f.officeId}::uuid`);
  if (f.categoryId) parts.push(Prisma.sql`p.product_category_id = ${f.categoryId}::uuid`);
  return Prisma.join(parts, " AND ");
}

type RawRow = {
  product_id: string;
  code: string;
  name: string;
  quantity: bigint;
  total_price: bigint;
  total_point: bigint;
  total_bonus: bigint;
};

async function rows(db: DbClient, f: StockReportFilter, grouped: boolean): Promise<RawRow[]> {
  const { join, q } = quantitySql(f);
  const select = grouped
    ? Prisma.sql`x.product_id::text AS product_id, x.code, x.name`
    : Prisma.sql`''::text AS product_id, ''::text AS code, ''::text AS name`;
  const group = grouped
    ? Prisma.sql`GROUP BY x.product_id, x.code, x.name ORDER BY x.code`
    : Prisma.empty;
  // One pass over the stocks in scope with their product's per-unit values (one join each).
  return db.$queryRaw<RawRow[]>`
    SELECT ${select},
           COALESCE(SUM(x.q), 0)::bigint AS quantity,
           COALESCE(SUM(x.q * x.purchase_price), 0)::bigint AS total_price,
           COALESCE(SUM(x.q * x.point), 0)::bigint AS total_point,
           COALESCE(SUM(x.q * x.bonus_value), 0)::bigint AS total_bonus
    FROM (SELECT s.product_id, p.code, p.name, p.purchase_price, p.point, p.bonus_value,
                 ${q} AS q
          FROM stocks s
          JOIN warehouses w ON w.id = s.warehouse_id
          JOIN products p ON p.id = s.product_id
          ${join}
          WHERE ${whereSql(f)}) x
    ${group}`;
}

export async function totalStockAvailable(
  db: DbClient,
  f: StockReportFilter,
): Promise<StockReportTotals> {
  const [r] = await rows(db, f, false);
  return {
    quantity: Number(r?.quantity ?? 0),
    totalPrice: BigInt(r?.total_price ?? 0),
    totalPoint: BigInt(r?.total_point ?? 0),
    totalBonus: BigInt(r?.total_bonus ?? 0),
  };
}

export async function globalReport(
  db: DbClient,
  f: StockReportFilter,
): Promise<{ rows: StockReportRow[]; totals: StockReportTotals }> {
  const raw = await rows(db, f, true);
  const out = raw.map((r) => ({
    productId: r.product_id,
    productCode: r.code,
    productName: r.name,
    quantity: Number(r.quantity),
    totalPrice: BigInt(r.total_price),
    totalPoint: BigInt(r.total_point),
    totalBonus: BigInt(r.total_bonus),
  }));
  const totals = out.reduce<StockReportTotals>(
    (t, r) => ({
      quantity: t.quantity + r.quantity,
      totalPrice: t.totalPrice + r.totalPrice,
      totalPoint: t.totalPoint + r.totalPoint,
      totalBonus: t.totalBonus + r.totalBonus,
    }),
    { quantity: 0, totalPrice: 0n, totalPoint: 0n, totalBonus: 0n },
  );
  return { rows: out, totals };
}
