// Sales reports over orders (SPEC §2 Penjualan laporan, docs/orders.md "Reports and exports"):
// SQL aggregates (SUM/COUNT GROUP BY) over `orders` (and `order_details`, `payments`) in the
// caller's scope, never rows summed in JavaScript.
//   - per day:     one row per order_date with count and money sums, plus paid per payment method
//   - per product: quantity and value sold per product
//   - the orders of one day / of a date range (the dailyReport file, the DBF export) in keyset
//     batches, memory flat whatever the row count.
// Filters share the names of GET orders: filter[order_date_from], filter[order_date_to],
// filter[period_id], filter[office] (origin or destination), filter[origin_office_id] (the
// seller), filter[kind], filter[status] (comma-separated lists allowed). Deleted orders never
// count; without filter[status] a report counts only validated and released orders
// (COUNTED_ORDER_STATUSES): a draft is no sale.
import { Prisma } from "@/server/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { isCalendarDate, jakartaDateString, jakartaMonthRange } from "@/lib/business-date";
import { UUID_RE } from "@/lib/schemas/master";
import {
  COUNTED_ORDER_STATUSES,
  ORDER_KINDS,
  ORDER_KIND_LABEL,
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
  type OrderKind,
  type OrderStatus,
} from "@/lib/schemas/orders";
import { orderWhere } from "./rules";

const NO_OFFICE = "00000000-0000-0000-0000-000000000000";
/** The longest date range a report aggregates (a year, leap day included). */
export const MAX_REPORT_DAYS = 366;

export interface OrderReportFilter {
  /** Inclusive YYYY-MM-DD bounds of order_date (null: open). */
  dateFrom: string | null;
  dateTo: string | null;
  periodId: string | null;
  officeId: string | null;
  /** filter[origin_office_id]: only the orders this office sold. */
  sellerId: string | null;
  kinds: OrderKind[] | null;
  /** The states counted: filter[status], else COUNTED_ORDER_STATUSES. */
  statuses: OrderStatus[];
  /** The caller's office when it sees only its own orders (null: Pusat with orders.view). */
  scopeOfficeId: string | null;
}

/** The office whose orders the caller sees (origin or destination), null for every order. */
export function orderScopeOfficeId(actor: Actor): string | null {
  return orderWhere(actor) === null ? null : (actor.officeId ?? NO_OFFICE);
}

/** A query value under `filter[name]`, or under the plain `name` (dailyReport's date/office/kind). */
export function queryValue(url: URL, name: string): { value: string | null; parameter: string } {
  const filtered = url.searchParams.get(`filter[${name}]`);
  if (filtered !== null) return { value: filtered.trim() || null, parameter: `filter[${name}]` };
  const plain = url.searchParams.get(name);
  return { value: plain?.trim() || null, parameter: name };
}

function dayParam(url: URL, name: string): string | null {
  const { value, parameter } = queryValue(url, name);
  if (value === null) return null;
  if (!isCalendarDate(value))
    throw AppError.badRequest(`${parameter} harus tanggal YYYY-MM-DD`, { parameter });
  return value;
}

function uuidParam(url: URL, name: string): string | null {
  const { value, parameter } = queryValue(url, name);
  if (value !== null && !UUID_RE.test(value))
    throw AppError.badRequest(`${parameter} harus berupa id yang valid`, { parameter });
  return value;
}

function listParam<T extends string>(url: URL, name: string, allowed: readonly T[]): T[] | null {
  const { value, parameter } = queryValue(url, name);
  if (value === null) return null;
  const ok = new Set<string>(allowed);
  const values = value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.length || values.some((v) => !ok.has(v)))
    throw AppError.badRequest(`${parameter} harus salah satu dari: ${allowed.join(", ")}`, {
      parameter,
    });
  return values as T[];
}

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/** `YYYY-MM-DD` plus n days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The report filter of a request (400 on a malformed value). An office the caller may not see
 * (another office for a branch, an unknown id for Pusat) is a 404, as every other path to another
 * office's data. `bounded`: a report that aggregates per day or per product needs a date range of
 * at most MAX_REPORT_DAYS; without dates and period it is the current Jakarta month.
 */
export async function orderReportFilterFrom(
  db: DbClient,
  url: URL,
  actor: Actor,
  opts: { bounded: boolean },
): Promise<OrderReportFilter> {
  let dateFrom = dayParam(url, "order_date_from");
  let dateTo = dayParam(url, "order_date_to");
  const periodId = uuidParam(url, "period_id");
  const officeId = uuidParam(url, "office");
  const sellerId = uuidParam(url, "origin_office_id");
  const kinds = listParam(url, "kind", ORDER_KINDS);
  const statuses = listParam(url, "status", ORDER_STATUSES) ?? [...COUNTED_ORDER_STATUSES];
  if (dateFrom && dateTo && dateFrom > dateTo)
    throw AppError.badRequest("filter[order_date_from] tidak boleh setelah filter[order_date_to]", {
      parameter: "filter[order_date_from]",
    });
  if (opts.bounded && !periodId) {
    if (!dateFrom && !dateTo) {
      const month = jakartaMonthRange();
      dateFrom = month.from;
      dateTo = month.to;
    } else if (!dateFrom) dateFrom = addDays(dateTo ?? jakartaDateString(), 1 - MAX_REPORT_DAYS);
    else if (!dateTo) dateTo = addDays(dateFrom, MAX_REPORT_DAYS - 1);
    if (dateFrom && dateTo && dayNumber(dateTo) - dayNumber(dateFrom) + 1 > MAX_REPORT_DAYS)
      throw AppError.badRequest(`Rentang tanggal laporan maksimal ${MAX_REPORT_DAYS} hari`, {
        parameter: "filter[order_date_to]",
      });
  }
  const scopeOfficeId = orderScopeOfficeId(actor);
  if (officeId) await assertVisibleOffice(db, officeId, scopeOfficeId);
  if (sellerId && sellerId !== officeId) await assertVisibleOffice(db, sellerId, scopeOfficeId);
  return { dateFrom, dateTo, periodId, officeId, sellerId, kinds, statuses, scopeOfficeId };
}

async function assertVisibleOffice(db: DbClient, officeId: string, scope: string | null) {
  if (scope !== null && scope !== officeId) throw AppError.notFound("Kantor tidak ditemukan");
  const found = await db.office.findFirst({ where: { id: officeId }, select: { id: true } });
  if (!found) throw AppError.notFound("Kantor tidak ditemukan");
}

/** WHERE of the orders `o` a report counts (indexes: order_date, (origin|destination, order_date)). */
export function orderReportWhere(f: OrderReportFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`o.deleted_at IS NULL`];
  if (f.dateFrom) parts.push(Prisma.sql`o.order_date >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(Prisma.sql`o.order_date <= ${f.dateTo}::date`);
  if (f.periodId) parts.push(Prisma.sql`o.period_id = ${f.periodId}::uuid`);
  for (const office of [f.scopeOfficeId, f.officeId])
    if (office)
      parts.push(
        Prisma.sql`(o.origin_office_id = ${office}::uuid OR o.destination_office_id = ${office}::uuid)`,
      );
  if (f.sellerId) parts.push(Prisma.sql`o.origin_office_id = ${f.sellerId}::uuid`);
  if (f.kinds) parts.push(Prisma.sql`o.order_type::text = ANY(${f.kinds}::text[])`);
  parts.push(Prisma.sql`o.status::text = ANY(${f.statuses}::text[])`);
  return Prisma.join(parts, " AND ");
}

export interface OrderSums {
  orderCount: number;
  totalPrice: bigint;
  discount: bigint;
  shippingCost: bigint;
  finalPrice: bigint;
  paidAmount: bigint;
}

type RawSums = {
  order_count: bigint;
  total_price: bigint;
  discount: bigint;
  shipping_cost: bigint;
  final_price: bigint;
  paid_amount: bigint;
};

const SUMS = Prisma.sql`COUNT(*)::bigint AS order_count,
  COALESCE(SUM(o.total_price), 0)::bigint AS total_price,
  COALESCE(SUM(o.discount), 0)::bigint AS discount,
  COALESCE(SUM(o.shipping_cost), 0)::bigint AS shipping_cost,
  COALESCE(SUM(o.final_price), 0)::bigint AS final_price,
  COALESCE(SUM(o.paid_amount), 0)::bigint AS paid_amount`;

function sumsOf(r: RawSums | undefined): OrderSums {
  return {
    orderCount: Number(r?.order_count ?? 0),
    totalPrice: BigInt(r?.total_price ?? 0),
    discount: BigInt(r?.discount ?? 0),
    shippingCost: BigInt(r?.shipping_cost ?? 0),
    finalPrice: BigInt(r?.final_price ?? 0),
    paidAmount: BigInt(r?.paid_amount ?? 0),
  };
}

/** Count and money sums of every order the filter matches. */
export async function orderSums(db: DbClient, f: OrderReportFilter): Promise<OrderSums> {
  const [r] = await db.$queryRaw<RawSums[]>`SELECT ${SUMS} FROM orders o
    WHERE ${orderReportWhere(f)}`;
  return sumsOf(r);
}

/** Σ points and Σ bonus value of the matching orders (the point columns' totals of the files). */
export async function pointSums(
  db: DbClient,
  f: OrderReportFilter,
): Promise<{ totalPoint: bigint; totalBonus: bigint }> {
  const [r] = await db.$queryRaw<{ total_point: bigint | null; total_bonus: bigint | null }[]>`
    SELECT SUM(o.total_point)::bigint AS total_point, SUM(o.total_bonus)::bigint AS total_bonus
    FROM orders o WHERE ${orderReportWhere(f)}`;
  return { totalPoint: BigInt(r?.total_point ?? 0n), totalBonus: BigInt(r?.total_bonus ?? 0n) };
}

export interface MethodSum {
  code: string;
  name: string;
  amount: bigint;
}

type RawMethod = { day: string | null; code: string; name: string; amount: bigint };

/**
 * What was paid for the matching orders per payment method (payments not cancelled or deleted):
 * with `days`, per order_date (of those days; [] = every day) AND over the whole filter in one
 * statement (GROUPING SETS: the rows with day NULL are the totals); with null, the totals only.
 * Σ over methods = Σ paid_amount.
 */
async function methodRows(
  db: DbClient,
  f: OrderReportFilter,
  days: string[] | null,
): Promise<RawMethod[]> {
  const groups = days
    ? Prisma.sql`GROUPING SETS ((o.order_date, t.code, t.name, t.sort_order), (t.code, t.name, t.sort_order))`
    : Prisma.sql`t.code, t.name, t.sort_order`;
  const dayCol = days
    ? Prisma.sql`CASE WHEN GROUPING(o.order_date) = 0 THEN to_char(o.order_date, 'YYYY-MM-DD') END`
    : Prisma.sql`NULL::text`;
  const rows = await db.$queryRaw<RawMethod[]>`
    SELECT ${dayCol} AS day, t.code, t.name, SUM(pm.amount)::bigint AS amount
    FROM orders o
    JOIN payments p ON p.order_id = o.id AND p.deleted_at IS NULL AND p.status <> 'cancelled'
    JOIN payment_methods pm ON pm.payment_id = p.id AND pm.deleted_at IS NULL
    JOIN payment_method_types t ON t.id = pm.payment_method_type_id
    WHERE ${orderReportWhere(f)}
    GROUP BY ${groups}
    ORDER BY t.sort_order, t.code`;
  // Per-day rows only for the asked days (an empty list: every day's, for the caller to pick).
  return rows.filter((r) => r.day === null || !days?.length || days.includes(r.day));
}

export async function paidByMethod(db: DbClient, f: OrderReportFilter): Promise<MethodSum[]> {
  const rows = await methodRows(db, f, null);
  return rows.map((r) => ({ code: r.code, name: r.name, amount: BigInt(r.amount) }));
}

export interface DailyRow extends OrderSums {
  /** YYYY-MM-DD */
  day: string;
  /** Paid per payment method code. */
  byMethod: Record<string, bigint>;
}

function dailyRows(raw: (RawSums & { day: string })[], perDay: RawMethod[]): DailyRow[] {
  return raw.map((r) => {
    const byMethod: Record<string, bigint> = {};
    for (const m of perDay) if (m.day === r.day) byMethod[m.code] = BigInt(m.amount);
    return { day: r.day, byMethod, ...sumsOf(r) };
  });
}

type RawDay = RawSums & {
  day: string;
  w_days: bigint;
  w_order_count: bigint;
  w_total_price: bigint;
  w_discount: bigint;
  w_shipping_cost: bigint;
  w_final_price: bigint;
  w_paid_amount: bigint;
};

/**
 * One page of the per-day report (newest day first), the number of days and the totals. The
 * page's statement carries the totals as window sums over all its groups (computed before the
 * LIMIT), so the orders are read once for both; the paid-per-method pass runs beside it.
 */
export async function dailyReport(
  db: DbClient,
  f: OrderReportFilter,
  page: { number: number; size: number },
): Promise<{ rows: DailyRow[]; total: number; totals: OrderSums; methods: MethodSum[] }> {
  const [raw, methods] = await Promise.all([
    db.$queryRaw<RawDay[]>`
      SELECT to_char(o.order_date, 'YYYY-MM-DD') AS day, ${SUMS},
             (COUNT(*) OVER ())::bigint AS w_days,
             (SUM(COUNT(*)) OVER ())::bigint AS w_order_count,
             (SUM(SUM(o.total_price)) OVER ())::bigint AS w_total_price,
             (SUM(SUM(o.discount)) OVER ())::bigint AS w_discount,
             (SUM(SUM(o.shipping_cost)) OVER ())::bigint AS w_shipping_cost,
             (SUM(SUM(o.final_price)) OVER ())::bigint AS w_final_price,
             (SUM(SUM(o.paid_amount)) OVER ())::bigint AS w_paid_amount
      FROM orders o WHERE ${orderReportWhere(f)}
      GROUP BY o.order_date ORDER BY o.order_date DESC
      LIMIT ${page.size} OFFSET ${(page.number - 1) * page.size}`,
    methodRows(db, f, []),
  ]);
  const first = raw[0];
  let total: number;
  let totals: OrderSums;
  if (first) {
    total = Number(first.w_days);
    totals = sumsOf({
      order_count: first.w_order_count,
      total_price: first.w_total_price,
      discount: first.w_discount,
      shipping_cost: first.w_shipping_cost,
      final_price: first.w_final_price,
      paid_amount: first.w_paid_amount,
    });
  } else {
    // A page past the last day: no group carries the totals.
    const [r] = await db.$queryRaw<(RawSums & { days: bigint })[]>`
      SELECT COUNT(DISTINCT o.order_date)::bigint AS days, ${SUMS}
      FROM orders o WHERE ${orderReportWhere(f)}`;
    total = Number(r?.days ?? 0);
    totals = sumsOf(r);
  }
  const days = new Set(raw.map((r) => r.day));
  return {
    rows: dailyRows(
      raw,
      methods.filter((m) => m.day !== null && days.has(m.day)),
    ),
    total,
    totals,
    methods: methods
      .filter((m) => m.day === null)
      .map((m) => ({ code: m.code, name: m.name, amount: BigInt(m.amount) })),
  };
}

/** Every day of the per-day report, oldest first, in batches (exports). */
export async function* dailyReportBatches(
  db: DbClient,
  f: OrderReportFilter,
  size = 400,
): AsyncGenerator<DailyRow[]> {
  let after: string | null = null;
  for (;;) {
    const afterSql: Prisma.Sql = after
      ? Prisma.sql`AND o.order_date > ${after}::date`
      : Prisma.empty;
    const raw: (RawSums & { day: string })[] = await db.$queryRaw<(RawSums & { day: string })[]>`
      SELECT to_char(o.order_date, 'YYYY-MM-DD') AS day, ${SUMS}
      FROM orders o WHERE ${orderReportWhere(f)} ${afterSql}
      GROUP BY o.order_date ORDER BY o.order_date LIMIT ${size}`;
    if (raw.length === 0) return;
    const perDay = await methodRows(
      db,
      f,
      raw.map((r) => r.day),
    );
    yield dailyRows(
      raw,
      perDay.filter((m) => m.day !== null),
    );
    if (raw.length < size) return;
    after = raw[raw.length - 1]?.day ?? null;
  }
}

export interface ProductRow {
  productId: string;
  productCode: string;
  productName: string;
  quantity: number;
  totalPrice: bigint;
  orderCount: number;
}

type RawProduct = {
  w_products?: bigint;
  w_quantity?: bigint;
  w_total_price?: bigint;
  product_id: string;
  code: string;
  name: string;
  quantity: bigint;
  total_price: bigint;
  order_count: bigint;
};

const toProduct = (r: RawProduct): ProductRow => ({
  productId: r.product_id,
  productCode: r.code,
  productName: r.name,
  quantity: Number(r.quantity),
  totalPrice: BigInt(r.total_price),
  orderCount: Number(r.order_count),
});

/** Quantity and value per product of the matching orders' lines (product code order). */
async function productWindow(
  db: DbClient,
  f: OrderReportFilter,
  w: { limit: number; offset?: number; after?: { code: string; id: string } },
): Promise<RawProduct[]> {
  const after = w.after
    ? Prisma.sql`AND (p.code, p.id) > (${w.after.code}, ${w.after.id}::uuid)`
    : Prisma.empty;
  // A page (offset) also carries the totals: window sums over every group, before the LIMIT.
  const totals = w.after
    ? Prisma.empty
    : Prisma.sql`, (COUNT(*) OVER ())::bigint AS w_products,
        (SUM(SUM(d.quantity)) OVER ())::bigint AS w_quantity,
        (SUM(SUM(d.total_price)) OVER ())::bigint AS w_total_price`;
  return db.$queryRaw<RawProduct[]>`
    SELECT p.id::text AS product_id, p.code, p.name,
           SUM(d.quantity)::bigint AS quantity, SUM(d.total_price)::bigint AS total_price,
           COUNT(DISTINCT d.order_id)::bigint AS order_count ${totals}
    FROM orders o
    JOIN order_details d ON d.order_id = o.id
    JOIN products p ON p.id = d.product_id
    WHERE ${orderReportWhere(f)} ${after}
    GROUP BY p.id, p.code, p.name
    ORDER BY p.code, p.id LIMIT ${w.limit} OFFSET ${w.offset ?? 0}`;
}

export interface ProductTotals {
  productCount: number;
  quantity: number;
  totalPrice: bigint;
}

export async function productTotals(db: DbClient, f: OrderReportFilter): Promise<ProductTotals> {
  const [r] = await db.$queryRaw<{ n: bigint; quantity: bigint; total_price: bigint }[]>`
    SELECT COUNT(DISTINCT d.product_id)::bigint AS n,
           COALESCE(SUM(d.quantity), 0)::bigint AS quantity,
           COALESCE(SUM(d.total_price), 0)::bigint AS total_price
    FROM orders o JOIN order_details d ON d.order_id = o.id
    WHERE ${orderReportWhere(f)}`;
  return {
    productCount: Number(r?.n ?? 0),
    quantity: Number(r?.quantity ?? 0),
    totalPrice: BigInt(r?.total_price ?? 0),
  };
}

export async function productReport(
  db: DbClient,
  f: OrderReportFilter,
  page: { number: number; size: number },
): Promise<{ rows: ProductRow[]; totals: ProductTotals }> {
  const raw = await productWindow(db, f, {
    limit: page.size,
    offset: (page.number - 1) * page.size,
  });
  const first = raw[0];
  const totals = first
    ? {
        productCount: Number(first.w_products ?? 0),
        quantity: Number(first.w_quantity ?? 0),
        totalPrice: BigInt(first.w_total_price ?? 0),
      }
    : await productTotals(db, f); // a page past the last product
  return { rows: raw.map(toProduct), totals };
}

export async function* productReportBatches(
  db: DbClient,
  f: OrderReportFilter,
  size = 1000,
): AsyncGenerator<ProductRow[]> {
  let after: { code: string; id: string } | undefined;
  for (;;) {
    const rows = (await productWindow(db, f, { limit: size, after })).map(toProduct);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < size) return;
    after = { code: last.productCode, id: last.productId };
  }
}

/** One order of a file (dailyReport, DBF), with its parties. */
export interface ReportOrder {
  id: string;
  code: string;
  orderDate: string;
  kind: OrderKind;
  kindLabel: string;
  status: OrderStatus;
  statusLabel: string;
  originCode: string;
  originName: string;
  destinationCode: string;
  destinationName: string;
  totalPrice: bigint;
  discount: bigint;
  shippingCost: bigint;
  finalPrice: bigint;
  paidAmount: bigint;
  /** The order's points and bonus value (snapshots of its lines; a point addition's points). */
  totalPoint: bigint;
  totalBonus: bigint;
}

type RawOrder = {
  id: string;
  code: string;
  order_date: string;
  order_type: OrderKind;
  status: OrderStatus;
  origin_code: string;
  origin_name: string;
  destination_code: string;
  destination_name: string;
  total_price: bigint;
  discount: bigint;
  shipping_cost: bigint;
  final_price: bigint;
  paid_amount: bigint;
  total_point: bigint;
  total_bonus: bigint;
};

const toOrder = (r: RawOrder): ReportOrder => ({
  id: r.id,
  code: r.code,
  orderDate: r.order_date,
  kind: r.order_type,
  kindLabel: ORDER_KIND_LABEL[r.order_type] ?? r.order_type,
  status: r.status,
  statusLabel: ORDER_STATUS_LABEL[r.status] ?? r.status,
  originCode: r.origin_code,
  originName: r.origin_name,
  destinationCode: r.destination_code,
  destinationName: r.destination_name,
  totalPrice: BigInt(r.total_price),
  discount: BigInt(r.discount),
  shippingCost: BigInt(r.shipping_cost),
  finalPrice: BigInt(r.final_price),
  paidAmount: BigInt(r.paid_amount),
  totalPoint: BigInt(r.total_point),
  totalBonus: BigInt(r.total_bonus),
});

/** The matching orders in (order_date, code, id) order, keyset batches. */
export async function* reportOrderBatches(
  db: DbClient,
  f: OrderReportFilter,
  size = 1000,
): AsyncGenerator<ReportOrder[]> {
  let after: { day: string; code: string; id: string } | null = null;
  for (;;) {
    const afterSql: Prisma.Sql = after
      ? Prisma.sql`AND (o.order_date, o.code, o.id) > (${after.day}::date, ${after.code}, ${after.id}::uuid)`
      : Prisma.empty;
    const raw: RawOrder[] = await db.$queryRaw<RawOrder[]>`
      SELECT o.id::text AS id, o.code, to_char(o.order_date, 'YYYY-MM-DD') AS order_date,
             o.order_type::text AS order_type, o.status::text AS status,
             so.code AS origin_code, so.name AS origin_name,
             bo.code AS destination_code, bo.name AS destination_name,
             o.total_price, o.discount, o.shipping_cost, o.final_price, o.paid_amount,
             o.total_point, o.total_bonus
      FROM orders o
      JOIN offices so ON so.id = o.origin_office_id
      JOIN offices bo ON bo.id = o.destination_office_id
      WHERE ${orderReportWhere(f)} ${afterSql}
      ORDER BY o.order_date, o.code, o.id LIMIT ${size}`;
    if (raw.length === 0) return;
    yield raw.map(toOrder);
    const last = raw[raw.length - 1];
    if (!last || raw.length < size) return;
    after = { day: last.order_date, code: last.code, id: last.id };
  }
}

export interface ReportOrderLine {
  orderId: string;
  productCode: string;
  productName: string;
  quantity: number;
  unitPrice: bigint;
  totalPrice: bigint;
}

/** The lines of a batch of orders (one query per batch), by order then creation. */
export async function linesOf(db: DbClient, orderIds: string[]): Promise<ReportOrderLine[]> {
  if (orderIds.length === 0) return [];
  const raw = await db.$queryRaw<
    {
      order_id: string;
      code: string;
      name: string;
      quantity: number;
      unit_price: bigint;
      total_price: bigint;
    }[]
  >`SELECT d.order_id::text AS order_id, p.code, p.name, d.quantity, d.unit_price, d.total_price
    FROM order_details d JOIN products p ON p.id = d.product_id
    WHERE d.order_id = ANY(${orderIds}::uuid[])
    ORDER BY d.order_id, d.created_at, d.id`;
  return raw.map((r) => ({
    orderId: r.order_id,
    productCode: r.code,
    productName: r.name,
    quantity: Number(r.quantity),
    unitPrice: BigInt(r.unit_price),
    totalPrice: BigInt(r.total_price),
  }));
}
