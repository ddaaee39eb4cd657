// The SQL of the money reports (docs/money.md "Reports" has every formula). Each report is three
// statements over the same conditions: its rows (in a stable order, paged with LIMIT/OFFSET),
// how many rows there are, and its totals; every sum is computed by PostgreSQL. A report whose
// totals are sums over its rows (daily, per office) also has a `page` statement: the rows with
// the row count and the totals as window aggregates (COUNT(*) OVER (), SUM(..) OVER ()), so a
// screen load is one statement that reads the range once (moneyReportPage). A payment counts
// when it is not deleted and not cancelled; an order counts when it is not deleted and is
// validated or released (a draft is no sale yet, a cancelled one none any more).
import "server-only";
import { Prisma } from "@/server/generated/prisma/client";
import type { DbClient } from "@/server/auth/db-client";
import { OFFICE_CATEGORY } from "@/server/auth/actor";
import { PAYMENT_STATUS_LABEL, type PaymentStatus } from "@/lib/schemas/payments";
import { ORDER_STATUS_LABEL, type OrderStatus } from "@/lib/schemas/orders";
import { MONEY_REPORTS, type MoneyReportKey } from "@/lib/money-reports";
import {
  LEDGER_LINE_ORDER,
  ledgerLinesWhere,
  type LedgerFilter,
} from "@/server/journals/general-ledger";
import type { MoneyReportFilter } from "./filter";

export type MoneyValue = string | number;
export type MoneyRow = Record<string, MoneyValue> & { id: string };
export type MoneyTotals = Record<string, number>;

interface ReportSql {
  /** Every row in the report's order (ORDER BY included, no LIMIT). */
  rows(f: MoneyReportFilter): Prisma.Sql;
  count(f: MoneyReportFilter): Prisma.Sql;
  /** One row whose columns are the report's totals. */
  totals(f: MoneyReportFilter): Prisma.Sql;
  /**
   * rows() plus, on every row, `__count` (the number of rows) and `__<total key>` for every
   * total, computed over all rows before LIMIT/OFFSET: only for reports whose totals are all
   * sums over their rows.
   */
  page?(f: MoneyReportFilter): Prisma.Sql;
}

const range = (col: Prisma.Sql, f: MoneyReportFilter) =>
  Prisma.sql`${col} BETWEEN ${f.from}::date AND ${f.to}::date`;
const and = (parts: Prisma.Sql[]) =>
  parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;

const COUNTED_PAYMENT = Prisma.sql`p.deleted_at IS NULL AND p.status <> 'cancelled'`;
const COUNTED_ORDER = Prisma.sql`x.deleted_at IS NULL AND x.status IN ('validated', 'released')`;

/**
 * Payments `p` (with `o` = its order, LEFT JOINed) that a report shows: a receipts report only
 * what its receiving office was paid (the order's seller); the filtered office pays; a branch
 * sees what it pays and what it is paid for its own sales.
 */
function paymentOffice(f: MoneyReportFilter): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (f.receiverOfficeId) parts.push(Prisma.sql`o.origin_office_id = ${f.receiverOfficeId}::uuid`);
  if (f.officeId) parts.push(Prisma.sql`p.office_id = ${f.officeId}::uuid`);
  if (f.scopeOfficeId)
    parts.push(
      Prisma.sql`(p.office_id = ${f.scopeOfficeId}::uuid OR o.origin_office_id = ${f.scopeOfficeId}::uuid)`,
    );
  return parts;
}

/** Orders `x` of the filtered office as buyer; a branch sees its purchases and its sales. */
function orderOffice(f: MoneyReportFilter): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (f.officeId) parts.push(Prisma.sql`x.destination_office_id = ${f.officeId}::uuid`);
  if (f.scopeOfficeId)
    parts.push(
      Prisma.sql`(x.destination_office_id = ${f.scopeOfficeId}::uuid OR x.origin_office_id = ${f.scopeOfficeId}::uuid)`,
    );
  return parts;
}

/** Offices `off` a per-office report lists (category, office, scope). */
function officeList(f: MoneyReportFilter, categories: number[]): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`off.deleted_at IS NULL`];
  parts.push(
    f.officeCategoryId
      ? Prisma.sql`off.office_category_id = ${f.officeCategoryId}`
      : Prisma.sql`off.office_category_id IN (${Prisma.join(categories)})`,
  );
  if (f.officeId) parts.push(Prisma.sql`off.id = ${f.officeId}::uuid`);
  if (f.scopeOfficeId) parts.push(Prisma.sql`off.id = ${f.scopeOfficeId}::uuid`);
  return and(parts);
}

// ---------------------------------------------------------------- daily (laporan-harian)

function dailyWhere(f: MoneyReportFilter): Prisma.Sql {
  return and([range(Prisma.sql`p.payment_date`, f), COUNTED_PAYMENT, ...paymentOffice(f)]);
}
const DAILY_FROM = Prisma.sql`payments p
  JOIN payment_methods pm ON pm.payment_id = p.id AND pm.deleted_at IS NULL
  JOIN payment_method_types t ON t.id = pm.payment_method_type_id
  LEFT JOIN office_banks ob ON ob.id = pm.office_bank_id
  LEFT JOIN banks b ON b.id = ob.bank_id
  LEFT JOIN orders o ON o.id = p.order_id`;

/**
 * The rows: the range's method lines grouped by day, method type and office bank first (over the
 * covering indexes payments_counted_date_idx and payment_methods_live_payment_idx), then named.
 * The foreign keys make the inner join to the type and the bank's left join keep every group.
 */
function dailySelect(f: MoneyReportFilter, windows: Prisma.Sql): Prisma.Sql {
  const order =
    f.scopeOfficeId || f.receiverOfficeId
      ? Prisma.sql`LEFT JOIN orders o ON o.id = p.order_id`
      : Prisma.empty;
  return Prisma.sql`
    WITH g AS (
      SELECT p.payment_date AS date, pm.payment_method_type_id AS type_id, pm.office_bank_id AS bank_id,
             COUNT(*) AS transaction_count, SUM(pm.amount) AS amount
      FROM payments p
      JOIN payment_methods pm ON pm.payment_id = p.id AND pm.deleted_at IS NULL
      ${order}
      WHERE ${dailyWhere(f)}
      GROUP BY p.payment_date, pm.payment_method_type_id, pm.office_bank_id)
    SELECT concat_ws(':', g.date, t.id, ob.id) AS id, g.date,
           t.name AS method_name, b.name AS bank_name, ob.account_number,
           g.transaction_count, g.amount${windows}
    FROM g
    JOIN payment_method_types t ON t.id = g.type_id
    LEFT JOIN office_banks ob ON ob.id = g.bank_id
    LEFT JOIN banks b ON b.id = ob.bank_id
    ORDER BY g.date, t.sort_order, t.name, b.name NULLS FIRST, ob.account_number NULLS FIRST, ob.id`;
}

const daily: ReportSql = {
  rows: (f) => dailySelect(f, Prisma.empty),
  page: (f) =>
    dailySelect(
      f,
      Prisma.sql`, COUNT(*) OVER () AS __count,
           SUM(g.amount) OVER () AS __total_payment_amount,
           SUM(g.transaction_count) OVER () AS __total_transactions`,
    ),
  count: (f) => Prisma.sql`
    SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${DAILY_FROM} WHERE ${dailyWhere(f)}
      GROUP BY p.payment_date, t.id, ob.id) g`,
  totals: (f) => Prisma.sql`
    SELECT COALESCE(SUM(pm.amount), 0) AS total_payment_amount, COUNT(*) AS total_transactions
    FROM ${DAILY_FROM} WHERE ${dailyWhere(f)}`,
};

// ---------------------------------------------------------------- global (per day)

function globalCtes(f: MoneyReportFilter): Prisma.Sql {
  const bundleOffice: Prisma.Sql[] = [];
  if (f.officeId) bundleOffice.push(Prisma.sql`bp.office_id = ${f.officeId}::uuid`);
  if (f.scopeOfficeId) bundleOffice.push(Prisma.sql`bp.office_id = ${f.scopeOfficeId}::uuid`);
  return Prisma.sql`
    days AS (SELECT d::date AS date FROM generate_series(${f.from}::date, ${f.to}::date, interval '1 day') d),
    ord AS (SELECT x.order_date AS date, COUNT(*) AS n, SUM(x.final_price) AS total FROM orders x
            WHERE ${and([range(Prisma.sql`x.order_date`, f), COUNTED_ORDER, ...orderOffice(f)])}
            GROUP BY x.order_date),
    pay AS (SELECT p.payment_date AS date, COUNT(*) AS n, SUM(p.amount) AS total FROM payments p
            LEFT JOIN orders o ON o.id = p.order_id
            WHERE ${and([range(Prisma.sql`p.payment_date`, f), COUNTED_PAYMENT, ...paymentOffice(f)])}
            GROUP BY p.payment_date),
    bun AS (SELECT bp.payment_date AS date, SUM(bp.amount) AS total FROM payment_bundles bp
            WHERE ${and([range(Prisma.sql`bp.payment_date`, f), Prisma.sql`bp.deleted_at IS NULL`, ...bundleOffice])}
            GROUP BY bp.payment_date)`;
}

/** Balances held by the offices in the report (every office but Pusat, or the one filtered). */
function balanceOffices(f: MoneyReportFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [
    Prisma.sql`off.deleted_at IS NULL`,
    Prisma.sql`off.office_category_id <> ${OFFICE_CATEGORY.PUSAT}`,
  ];
  if (f.officeId) parts.push(Prisma.sql`off.id = ${f.officeId}::uuid`);
  if (f.scopeOfficeId) parts.push(Prisma.sql`off.id = ${f.scopeOfficeId}::uuid`);
  return and(parts);
}

const global: ReportSql = {
  rows: (f) => Prisma.sql`
    WITH ${globalCtes(f)}
    SELECT to_char(days.date, 'YYYY-MM-DD') AS id, days.date,
           COALESCE(ord.n, 0) AS order_count, COALESCE(ord.total, 0) AS order_final_price,
           COALESCE(pay.n, 0) AS payment_count, COALESCE(pay.total, 0) AS payment_amount,
           COALESCE(bun.total, 0) AS bundle_payment_amount,
           COALESCE(pay.total, 0) + COALESCE(bun.total, 0) AS grand_total_payment_amount
    FROM days LEFT JOIN ord USING (date) LEFT JOIN pay USING (date) LEFT JOIN bun USING (date)
    ORDER BY days.date`,
  count: (f) => Prisma.sql`SELECT (${f.to}::date - ${f.from}::date + 1) AS n`,
  totals: (f) => Prisma.sql`
    WITH ${globalCtes(f)}
    SELECT (SELECT COALESCE(SUM(total), 0) FROM ord) AS total_order_final_price,
           (SELECT COALESCE(SUM(total), 0) FROM pay) AS total_payment_amount,
           (SELECT COALESCE(SUM(total), 0) FROM bun) AS total_bundle_payment_amount,
           (SELECT COALESCE(SUM(total), 0) FROM pay) + (SELECT COALESCE(SUM(total), 0) FROM bun)
             AS grand_total_payment_amount,
           (SELECT COALESCE(SUM(off.balance), 0) FROM offices off WHERE ${balanceOffices(f)})
             AS total_office_balance`,
};

// ---------------------------------------------------------------- per office (per stockist)

const BRANCHES = [
  OFFICE_CATEGORY.KANTOR_PELAYANAN,
  OFFICE_CATEGORY.STOCKIST_CENTER,
  OFFICE_CATEGORY.STOCKIST,
];

function perOfficeCategories(f: MoneyReportFilter): MoneyReportFilter {
  // 'per Stockist': the stockists unless another category is asked for.
  return f.officeCategoryId ? f : { ...f, officeCategoryId: OFFICE_CATEGORY.STOCKIST };
}

/**
 * The listed offices with their orders (as buyer) and payments (as payer) of the range, each
 * range read once and grouped by office (over the covering indexes orders_counted_date_idx and
 * payments_counted_date_idx; one office's rows over its own (office, date) indexes).
 */
function perOfficeSelect(g: MoneyReportFilter, windows: Prisma.Sql): Prisma.Sql {
  const f = perOfficeCategories(g);
  const own = [f.officeId, f.scopeOfficeId].filter((id): id is string => id !== null);
  const ordOffice = own.map((id) => Prisma.sql`x.destination_office_id = ${id}::uuid`);
  const payOffice = own.map((id) => Prisma.sql`p.office_id = ${id}::uuid`);
  return Prisma.sql`
    WITH ord AS (
      SELECT x.destination_office_id AS office_id, COUNT(*) AS n, SUM(x.final_price) AS total,
             SUM(x.final_price - x.paid_amount) AS remaining
      FROM orders x
      WHERE ${and([range(Prisma.sql`x.order_date`, f), COUNTED_ORDER, ...ordOffice])}
      GROUP BY x.destination_office_id),
    pay AS (
      SELECT p.office_id, SUM(p.amount) AS total FROM payments p
      WHERE ${and([range(Prisma.sql`p.payment_date`, f), COUNTED_PAYMENT, ...payOffice])}
      GROUP BY p.office_id)
    SELECT off.id::text AS id, off.code AS office_code, off.name AS office_name,
           COALESCE(ord.n, 0) AS order_count, COALESCE(ord.total, 0) AS order_final_price,
           COALESCE(pay.total, 0) AS payment_amount, COALESCE(ord.remaining, 0) AS remaining_amount,
           off.balance AS office_balance${windows}
    FROM offices off
    LEFT JOIN ord ON ord.office_id = off.id
    LEFT JOIN pay ON pay.office_id = off.id
    WHERE ${officeList(f, BRANCHES)}
    ORDER BY off.code, off.id`;
}

const perOffice: ReportSql = {
  rows: (g) => perOfficeSelect(g, Prisma.empty),
  page: (g) =>
    perOfficeSelect(
      g,
      Prisma.sql`, COUNT(*) OVER () AS __count,
           SUM(COALESCE(ord.total, 0)) OVER () AS __total_order_final_price,
           SUM(COALESCE(pay.total, 0)) OVER () AS __total_payment_amount,
           SUM(COALESCE(ord.remaining, 0)) OVER () AS __total_remaining_amount,
           SUM(off.balance) OVER () AS __total_office_balance`,
    ),
  count: (g) =>
    Prisma.sql`SELECT COUNT(*) AS n FROM offices off WHERE ${officeList(perOfficeCategories(g), BRANCHES)}`,
  totals: (g) => {
    const f = perOfficeCategories(g);
    // One pass over the range's orders and one over its payments (date index), each joined
    // to the listed offices.
    return Prisma.sql`
    WITH ord AS (
      SELECT COALESCE(SUM(x.final_price), 0) AS total, COALESCE(SUM(x.final_price - x.paid_amount), 0) AS remaining
      FROM orders x JOIN offices off ON off.id = x.destination_office_id
      WHERE ${officeList(f, BRANCHES)} AND ${range(Prisma.sql`x.order_date`, f)} AND ${COUNTED_ORDER}),
    pay AS (
      SELECT COALESCE(SUM(p.amount), 0) AS total
      FROM payments p JOIN offices off ON off.id = p.office_id
      WHERE ${officeList(f, BRANCHES)} AND ${range(Prisma.sql`p.payment_date`, f)} AND ${COUNTED_PAYMENT}),
    bal AS (SELECT COALESCE(SUM(off.balance), 0) AS total FROM offices off WHERE ${officeList(f, BRANCHES)})
    SELECT ord.total AS total_order_final_price, ord.remaining AS total_remaining_amount,
           pay.total AS total_payment_amount, bal.total AS total_office_balance
    FROM ord, pay, bal`;
  },
};

// ---------------------------------------------------------------- revenue (omzet)

const liveRevenue: ReportSql = {
  rows: (f) => Prisma.sql`
    SELECT off.id::text AS id, off.code AS office_code, off.name AS office_name,
           COALESCE(ord.n, 0) AS order_count, COALESCE(ord.total, 0) AS order_final_price,
           COALESCE(ord.point, 0) AS total_point, COALESCE(ord.paid, 0) AS payment_amount
    FROM offices off
    LEFT JOIN LATERAL (
      SELECT COUNT(*) AS n, SUM(x.final_price) AS total, SUM(x.total_point) AS point,
             SUM(x.paid_amount) AS paid
      FROM orders x
      WHERE x.origin_office_id = off.id AND ${range(Prisma.sql`x.order_date`, f)} AND ${COUNTED_ORDER}) ord ON true
    WHERE ${officeList(f, BRANCHES)}
    ORDER BY off.code, off.id`,
  count: (f) => Prisma.sql`SELECT COUNT(*) AS n FROM offices off WHERE ${officeList(f, BRANCHES)}`,
  totals: (f) => Prisma.sql`
    SELECT COALESCE(SUM(x.final_price), 0) AS total_order_final_price,
           COALESCE(SUM(x.total_point), 0) AS total_point,
           COALESCE(SUM(x.paid_amount), 0) AS total_payment_amount
    FROM orders x JOIN offices off ON off.id = x.origin_office_id
    WHERE ${officeList(f, BRANCHES)} AND ${range(Prisma.sql`x.order_date`, f)} AND ${COUNTED_ORDER}`,
};

/**
 * A closed accounting period (f.closedPeriodId): the same columns from the office totals its close
 * wrote (server/periods/close-steps/steps/office-totals.ts), frozen as they were at the close.
 */
const closedRevenue = (periodId: string): ReportSql => ({
  rows: (f) => Prisma.sql`
    SELECT off.id::text AS id, off.code AS office_code, off.name AS office_name,
           COALESCE(t.sales_count, 0) AS order_count, COALESCE(t.sales_amount, 0) AS order_final_price,
           COALESCE(t.sales_point, 0) AS total_point, COALESCE(t.sales_paid_amount, 0) AS payment_amount
    FROM offices off
    LEFT JOIN period_office_totals t ON t.office_id = off.id AND t.period_id = ${periodId}::uuid
    WHERE ${officeList(f, BRANCHES)}
    ORDER BY off.code, off.id`,
  count: liveRevenue.count,
  totals: (f) => Prisma.sql`
    SELECT COALESCE(SUM(t.sales_amount), 0) AS total_order_final_price,
           COALESCE(SUM(t.sales_point), 0) AS total_point,
           COALESCE(SUM(t.sales_paid_amount), 0) AS total_payment_amount
    FROM period_office_totals t JOIN offices off ON off.id = t.office_id
    WHERE ${officeList(f, BRANCHES)} AND t.period_id = ${periodId}::uuid`,
});

/** The revenue report: live over the orders, or a closed period's frozen office totals. */
const revenue: ReportSql = {
  rows: (f) => (f.closedPeriodId ? closedRevenue(f.closedPeriodId) : liveRevenue).rows(f),
  count: (f) => liveRevenue.count(f),
  totals: (f) => (f.closedPeriodId ? closedRevenue(f.closedPeriodId) : liveRevenue).totals(f),
};

// ---------------------------------------------------------------- data (payment list)

function dataWhere(f: MoneyReportFilter): Prisma.Sql {
  return and([
    range(Prisma.sql`p.payment_date`, f),
    Prisma.sql`p.deleted_at IS NULL`,
    f.status
      ? Prisma.sql`p.status = ${f.status}::payment_status`
      : Prisma.sql`p.status <> 'cancelled'`,
    ...paymentOffice(f),
  ]);
}

const data: ReportSql = {
  rows: (f) => Prisma.sql`
    SELECT p.id::text AS id, p.payment_date AS date, p.code, off.code AS office_code,
           off.name AS office_name, o.code AS order_code,
           (SELECT string_agg(t.name, ', ' ORDER BY t.sort_order, t.name)
              FROM payment_methods pm JOIN payment_method_types t ON t.id = pm.payment_method_type_id
              WHERE pm.payment_id = p.id AND pm.deleted_at IS NULL) AS methods,
           p.status::text AS status, p.amount
    FROM payments p JOIN offices off ON off.id = p.office_id LEFT JOIN orders o ON o.id = p.order_id
    WHERE ${dataWhere(f)}
    ORDER BY p.payment_date DESC, p.code DESC`,
  count: (
    f,
  ) => Prisma.sql`SELECT COUNT(*) AS n FROM payments p LEFT JOIN orders o ON o.id = p.order_id
    WHERE ${dataWhere(f)}`,
  totals: (f) => Prisma.sql`
    SELECT COALESCE(SUM(p.amount), 0) AS total_payment_amount, COUNT(*) AS total_payments
    FROM payments p LEFT JOIN orders o ON o.id = p.order_id WHERE ${dataWhere(f)}`,
};

// ---------------------------------------------------------------- order payments (one office)

function orderPaymentsWhere(f: MoneyReportFilter): Prisma.Sql {
  return and([range(Prisma.sql`x.order_date`, f), COUNTED_ORDER, ...orderOffice(f)]);
}

const orderPayments: ReportSql = {
  rows: (f) => Prisma.sql`
    SELECT x.id::text AS id, x.order_date AS date, x.code, so.code AS seller_code,
           x.status::text AS status, x.final_price AS order_final_price,
           x.paid_amount AS payment_amount, x.final_price - x.paid_amount AS remaining_amount
    FROM orders x JOIN offices so ON so.id = x.origin_office_id
    WHERE ${orderPaymentsWhere(f)}
    ORDER BY x.order_date DESC, x.code DESC`,
  count: (f) => Prisma.sql`SELECT COUNT(*) AS n FROM orders x WHERE ${orderPaymentsWhere(f)}`,
  totals: (f) => Prisma.sql`
    SELECT COALESCE(SUM(x.final_price), 0) AS total_order_final_price,
           COALESCE(SUM(x.paid_amount), 0) AS total_payment_amount,
           COALESCE(SUM(x.final_price - x.paid_amount), 0) AS total_remaining_amount,
           (SELECT COALESCE(SUM(off.balance), 0) FROM offices off WHERE ${balanceOffices(f)})
             AS total_office_balance
    FROM orders x WHERE ${orderPaymentsWhere(f)}`,
};

// ---------------------------------------------------------------- GL (the journals)

/**
 * The general ledger of the range, read from the journals: the same lines, in the same order, as
 * the Laporan GL screen and `journal-entries/-actions/general-ledger` (server/journals/
 * general-ledger.ts: its filter and order — one GL, docs/journals.md). The office is the lines' office
 * (the filtered one, or a branch's own). Every money event posts its journal when it happens, so
 * nothing is derived here any more.
 */
const glFilter = (f: MoneyReportFilter): LedgerFilter => ({
  from: f.from,
  to: f.to,
  accountId: null,
  // filter.ts has already answered 404 for a branch naming another office: both are the same.
  officeId: f.scopeOfficeId ?? f.officeId,
  sourceType: null,
  periodId: f.periodId,
});

const gl: ReportSql = {
  rows: (f) => Prisma.sql`
    SELECT j.id::text AS id, j.entry_date AS date, j.journal_number AS reference,
           j.account_code, COALESCE(j.account_name, '') AS account_name,
           COALESCE(o.code, '') AS office_code, COALESCE(j.description, '') AS description,
           j.debit, j.credit
    FROM journal_entries j LEFT JOIN offices o ON o.id = j.office_id
    WHERE ${ledgerLinesWhere(glFilter(f))}
    ORDER BY ${LEDGER_LINE_ORDER}`,
  count: (f) => Prisma.sql`SELECT COUNT(*) AS n FROM journal_entries j
    WHERE ${ledgerLinesWhere(glFilter(f))}`,
  totals: (f) => Prisma.sql`SELECT COALESCE(SUM(j.debit), 0) AS total_debit,
    COALESCE(SUM(j.credit), 0) AS total_credit FROM journal_entries j
    WHERE ${ledgerLinesWhere(glFilter(f))}`,
};

const SQL: Record<MoneyReportKey, ReportSql> = {
  daily,
  global,
  "per-office": perOffice,
  gl,
  revenue,
  data,
  "order-payments": orderPayments,
};

// ---------------------------------------------------------------- running them

const STATUS_LABEL: Record<string, string> = { ...PAYMENT_STATUS_LABEL, ...ORDER_STATUS_LABEL };

function toValue(kind: string, v: unknown, key: string): MoneyValue {
  if (kind === "money" || kind === "number") return v === null || v === undefined ? 0 : Number(v);
  if (kind === "date") return v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? "");
  if (key === "status" && typeof v === "string")
    return STATUS_LABEL[v as PaymentStatus | OrderStatus] ?? v;
  return v === null || v === undefined ? "" : String(v);
}

function mapRow(report: MoneyReportKey, raw: Record<string, unknown>): MoneyRow {
  const row: MoneyRow = { id: String(raw.id) };
  for (const c of MONEY_REPORTS[report].columns) row[c.key] = toValue(c.kind, raw[c.key], c.key);
  return row;
}

export async function moneyReportRows(
  db: DbClient,
  f: MoneyReportFilter,
  window: { limit: number; offset: number },
): Promise<MoneyRow[]> {
  const sql = SQL[f.report].rows(f);
  const raw = await db.$queryRaw<
    Record<string, unknown>[]
  >`${sql} LIMIT ${window.limit} OFFSET ${window.offset}`;
  return raw.map((r) => mapRow(f.report, r));
}

export async function moneyReportCount(db: DbClient, f: MoneyReportFilter): Promise<number> {
  const [r] = await db.$queryRaw<{ n: bigint | number }[]>(SQL[f.report].count(f));
  return Number(r?.n ?? 0);
}

export async function moneyReportTotals(db: DbClient, f: MoneyReportFilter): Promise<MoneyTotals> {
  const [r] = await db.$queryRaw<Record<string, unknown>[]>(SQL[f.report].totals(f));
  const totals: MoneyTotals = {};
  for (const t of MONEY_REPORTS[f.report].totals) totals[t.key] = Number(r?.[t.key] ?? 0);
  return totals;
}

export interface MoneyReportPage {
  rows: MoneyRow[];
  /** How many rows the report has (every page). */
  total: number;
  totals: MoneyTotals;
  /** SQL statements this answer took (bench/money.ts reports it). */
  statements: number;
}

/**
 * One screen load: a page of rows, the row count and the totals. A report with a `page`
 * statement answers in that one statement; past the last row it has no row to carry the count
 * and totals, so those two are asked for then (and for the reports without one) in parallel.
 */
export async function moneyReportPage(
  db: DbClient,
  f: MoneyReportFilter,
  window: { limit: number; offset: number },
): Promise<MoneyReportPage> {
  const page = SQL[f.report].page;
  if (page) {
    const raw = await db.$queryRaw<
      Record<string, unknown>[]
    >`${page(f)} LIMIT ${window.limit} OFFSET ${window.offset}`;
    const first = raw[0];
    if (first || window.offset === 0) {
      const totals: MoneyTotals = {};
      for (const t of MONEY_REPORTS[f.report].totals)
        totals[t.key] = Number(first?.[`__${t.key}`] ?? 0);
      return {
        rows: raw.map((r) => mapRow(f.report, r)),
        total: Number(first?.__count ?? 0),
        totals,
        statements: 1,
      };
    }
    const [total, totals] = await Promise.all([moneyReportCount(db, f), moneyReportTotals(db, f)]);
    return { rows: [], total, totals, statements: 3 };
  }
  const [rows, total, totals] = await Promise.all([
    moneyReportRows(db, f, window),
    moneyReportCount(db, f),
    moneyReportTotals(db, f),
  ]);
  return { rows, total, totals, statements: 3 };
}

/** Every row in batches (exports): one window of `size` rows in memory at a time. */
export async function* moneyReportBatches(
  db: DbClient,
  f: MoneyReportFilter,
  size = 1000,
): AsyncGenerator<MoneyRow[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await moneyReportRows(db, f, { limit: size, offset });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
  }
}
