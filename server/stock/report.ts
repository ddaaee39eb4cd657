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
import { isCalendarDate, jakartaDayBounds } from "@/lib/business-date";
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
  if (date !== null && !isCalendarDate(date))
    throw AppError.badRequest("filter[date] harus berupa tanggal YYYY-MM-DD", {
      parameter: "filter[date]",
    });
  return { warehouseId: uuid("warehouse_id"), categoryId: uuid("category_id"), date, officeId };
}

const REPORT_PAGE = { default: 25, max: 200 };

/** page[number] / page[size] of the global report (400 when not a positive integer). */
export function reportPageFrom(url: URL): { number: number; size: number } {
  const int = (name: string, fallback: number) => {
    const raw = url.searchParams.get(`page[${name}]`);
    if (raw === null) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1)
      throw AppError.badRequest(`page[${name}] harus bilangan bulat positif`, {
        parameter: `page[${name}]`,
      });
    return n;
  };
  return {
    number: Math.min(int("number", 1), 1_000_000),
    size: Math.min(int("size", REPORT_PAGE.default), REPORT_PAGE.max),
  };
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

/** Conditions on the warehouses (w) whose stock counts. */
function warehouseSql(f: StockReportFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`w.deleted_at IS NULL`];
  parts.push(
    f.warehouseId ? Prisma.sql`w.id = ${f.warehouseId}::uuid` : Prisma.sql`w.type = 'main'`,
  );
  if (f.officeId) parts.push(Prisma.sql`w.office_id = ${f.officeId}::uuid`);
  return Prisma.join(parts, " AND ");
}

function whereSql(f: StockReportFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [warehouseSql(f)];
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

async function totalsRow(db: DbClient, f: StockReportFilter): Promise<RawRow | undefined> {
  const { join, q } = quantitySql(f);
  // One pass over the stocks in scope with their product's per-unit values (one join each).
  const [r] = await db.$queryRaw<RawRow[]>`
    SELECT ''::text AS product_id, ''::text AS code, ''::text AS name,
           COALESCE(SUM(x.q), 0)::bigint AS quantity,
           COALESCE(SUM(x.q * x.purchase_price), 0)::bigint AS total_price,
           COALESCE(SUM(x.q * x.point), 0)::bigint AS total_point,
           COALESCE(SUM(x.q * x.bonus_value), 0)::bigint AS total_bonus
    FROM (SELECT p.purchase_price, p.point, p.bonus_value, ${q} AS q FROM stocks s
          JOIN warehouses w ON w.id = s.warehouse_id
          JOIN products p ON p.id = s.product_id
          ${join}
          WHERE ${whereSql(f)}) x`;
  return r;
}

/** The products the report lists: those with a stock row in a counted warehouse. */
function productsSql(f: StockReportFilter): Prisma.Sql {
  const cat = f.categoryId
    ? Prisma.sql`AND p.product_category_id = ${f.categoryId}::uuid`
    : Prisma.empty;
  return Prisma.sql`TRUE ${cat} AND EXISTS (
      SELECT 1 FROM stocks s JOIN warehouses w ON w.id = s.warehouse_id
      WHERE s.product_id = p.id AND ${warehouseSql(f)})`;
}

/**
 * One window of report rows, in product code order: `offset` paging for the screen, or keyset
 * (`after` = the last row's code and id) for exports. The window of products is chosen first
 * (index on products.code), then only their stocks are summed, so a page costs the same on page
 * 1 and page 1000 of the keyset and never reads the whole ledger.
 */
async function windowRows(
  db: DbClient,
  f: StockReportFilter,
  w: { limit: number; offset?: number; after?: { code: string; id: string } },
): Promise<StockReportRow[]> {
  const { join, q } = quantitySql(f);
  const after = w.after
    ? Prisma.sql`AND (p.code, p.id) > (${w.after.code}, ${w.after.id}::uuid)`
    : Prisma.empty;
  const raw = await db.$queryRaw<RawRow[]>`
    WITH page AS (
      SELECT p.id, p.code, p.name, p.purchase_price, p.point, p.bonus_value FROM products p
      WHERE ${productsSql(f)} ${after}
      ORDER BY p.code, p.id LIMIT ${w.limit} OFFSET ${w.offset ?? 0})
    SELECT page.id::text AS product_id, page.code, page.name,
           COALESCE(SUM(x.q), 0)::bigint AS quantity,
           COALESCE(SUM(x.q * page.purchase_price), 0)::bigint AS total_price,
           COALESCE(SUM(x.q * page.point), 0)::bigint AS total_point,
           COALESCE(SUM(x.q * page.bonus_value), 0)::bigint AS total_bonus
    FROM page
    JOIN LATERAL (SELECT ${q} AS q FROM stocks s JOIN warehouses w ON w.id = s.warehouse_id
                  ${join}
                  WHERE s.product_id = page.id AND ${warehouseSql(f)}) x ON true
    GROUP BY page.id, page.code, page.name
    ORDER BY page.code, page.id`;
  return raw.map((r) => ({
    productId: r.product_id,
    productCode: r.code,
    productName: r.name,
    quantity: Number(r.quantity),
    totalPrice: BigInt(r.total_price),
    totalPoint: BigInt(r.total_point),
    totalBonus: BigInt(r.total_bonus),
  }));
}

export async function totalStockAvailable(
  db: DbClient,
  f: StockReportFilter,
): Promise<StockReportTotals> {
  const r = await totalsRow(db, f);
  return {
    quantity: Number(r?.quantity ?? 0),
    totalPrice: BigInt(r?.total_price ?? 0),
    totalPoint: BigInt(r?.total_point ?? 0),
    totalBonus: BigInt(r?.total_bonus ?? 0),
  };
}

/** A page of the global report (one row per product), the product count and the totals. */
export async function globalReport(
  db: DbClient,
  f: StockReportFilter,
  page: { number: number; size: number } = { number: 1, size: 25 },
): Promise<{ rows: StockReportRow[]; total: number; totals: StockReportTotals }> {
  const [rows, count, totals] = await Promise.all([
    windowRows(db, f, { limit: page.size, offset: (page.number - 1) * page.size }),
    db.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*)::bigint AS n FROM products p
      WHERE ${productsSql(f)}`,
    totalStockAvailable(db, f),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0), totals };
}

/** Every report row in keyset batches (exports): memory holds one batch at a time. */
export async function* globalReportBatches(
  db: DbClient,
  f: StockReportFilter,
  size = 1000,
): AsyncGenerator<StockReportRow[]> {
  let after: { code: string; id: string } | undefined;
  for (;;) {
    const rows = await windowRows(db, f, { limit: size, after });
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < size) return;
    after = { code: last.productCode, id: last.productId };
  }
}
