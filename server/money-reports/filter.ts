// The filters of every money report (docs/money.md "Reports"): the report, a date range (or an
// accounting period), the office, the office category and the payment status. Read from
// filter[...] and checked before any query (400 at the parameter); the caller's office scope is
// applied here in one place: Pusat with payments.view (and superadmin) reads every office, any
// other office only its own (another office's id is a 404, as for every office resource).
import "server-only";
import { hasPermission, isPusat, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { jakartaDateString, jakartaMonthRange } from "@/lib/business-date";
import { UUID_RE } from "@/lib/schemas/master";
import { PAYMENT_STATUSES, type PaymentStatus } from "@/lib/schemas/payments";
import {
  isMoneyReportKey,
  MONEY_REPORT_MAX_DAYS,
  MONEY_REPORTS,
  type MoneyReportKey,
} from "@/lib/money-reports";

export interface MoneyReportFilter {
  report: MoneyReportKey;
  /** Inclusive Jakarta dates, YYYY-MM-DD. */
  from: string;
  to: string;
  /** filter[office_id]: the office the report is about (payer / buyer / seller by report). */
  officeId: string | null;
  /**
   * A receipts report's receiving office (the paid order's seller): filter[receiver_office_id],
   * by default the reader's own office. Null for the other reports and the office actions.
   */
  receiverOfficeId: string | null;
  /** The caller's own office when it may read only that one (null: every office). */
  scopeOfficeId: string | null;
  officeCategoryId: number | null;
  periodId: string | null;
  status: PaymentStatus | null;
  /**
   * The revenue report over exactly a closed accounting period whose close wrote its office
   * totals: the report reads period_office_totals (the figures frozen at the close) instead of
   * summing the orders again (docs/period-close.md). Unset for every other report and range.
   */
  closedPeriodId?: string | null;
}

const FILTERS = new Set([
  "report",
  "date_from",
  "date_to",
  "office_id",
  "receiver_office_id",
  "office_category_id",
  "period_id",
  "status",
]);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

function bad(name: string, detail: string): AppError {
  return AppError.badRequest(detail, { parameter: `filter[${name}]` });
}

function isDay(v: string): boolean {
  if (!DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * The receiving office of a receipts report: the one named (Pusat with payments.view may name any
 * office; a branch only its own, another is a 404), else the reader's own office. Other reports
 * take no receiver (400 at the parameter).
 */
async function receiverOf(
  db: DbClient,
  values: Map<string, string>,
  byReceiver: boolean,
  actor: Actor,
  scopeOfficeId: string | null,
): Promise<string | null> {
  const named = values.get("receiver_office_id") ?? null;
  if (!byReceiver) {
    if (named !== null)
      throw bad("receiver_office_id", "filter[receiver_office_id] tidak berlaku untuk laporan ini");
    return null;
  }
  if (named === null) return scopeOfficeId ?? actor.officeId;
  if (!UUID_RE.test(named))
    throw bad("receiver_office_id", "filter[receiver_office_id] harus berupa id yang valid");
  if (scopeOfficeId && named !== scopeOfficeId) throw AppError.notFound("Kantor tidak ditemukan");
  const office = await db.office.findFirst({
    where: { id: named, deletedAt: null },
    select: { id: true },
  });
  if (!office) throw AppError.notFound("Kantor tidak ditemukan");
  return named;
}

/** Every office (null) or only the caller's own. */
export function moneyScopeOfficeId(actor: Actor): string | null {
  if (actor.isSuperadmin || (isPusat(actor) && hasPermission(actor, "payments.view"))) return null;
  return actor.officeId ?? NO_OFFICE;
}

export function requireMoneyReportAccess(actor: Actor): void {
  if (!hasPermission(actor, "payments.view")) throw AppError.forbidden();
}

/**
 * filter[...] of a report request. `fixed` wins over the query (an office action's own office,
 * a screen's report key).
 */
export async function moneyReportFilterFrom(
  db: DbClient,
  url: URL,
  actor: Actor,
  fixed: Partial<Pick<MoneyReportFilter, "report" | "officeId">> = {},
): Promise<MoneyReportFilter> {
  const values = new Map<string, string>();
  for (const [key, value] of url.searchParams) {
    const m = /^filter\[([^\]]*)\]$/.exec(key);
    if (!m) continue;
    const name = m[1] ?? "";
    if (!FILTERS.has(name)) throw bad(name, `Filter tidak dikenal: ${name}`);
    if (value.trim() !== "") values.set(name, value.trim());
  }
  const reportRaw = fixed.report ?? values.get("report");
  if (!reportRaw) throw bad("report", "filter[report] wajib diisi");
  if (!isMoneyReportKey(reportRaw)) throw bad("report", `Laporan tidak dikenal: ${reportRaw}`);
  const def = MONEY_REPORTS[reportRaw];

  const uuid = (name: string) => {
    const v = values.get(name) ?? null;
    if (v !== null && !UUID_RE.test(v))
      throw bad(name, `filter[${name}] harus berupa id yang valid`);
    return v;
  };
  const date = (name: string) => {
    const v = values.get(name) ?? null;
    if (v !== null && !isDay(v)) throw bad(name, `filter[${name}] harus tanggal YYYY-MM-DD`);
    return v;
  };

  let from = date("date_from");
  let to = date("date_to");
  const periodId = uuid("period_id");
  if (periodId) {
    const period = await db.period.findUnique({
      where: { id: periodId },
      select: { startDate: true, endDate: true },
    });
    if (!period) throw bad("period_id", "Periode tidak ditemukan");
    from ??= period.startDate.toISOString().slice(0, 10);
    to ??= period.endDate.toISOString().slice(0, 10);
  }
  const today = jakartaDateString();
  if (def.defaultRange === "today") {
    from ??= to ?? today;
    to ??= from;
  } else {
    from ??= to ? `${to.slice(0, 7)}-01` : jakartaMonthRange().from;
    to ??= from > today ? from : today;
  }
  if (from > to) throw bad("date_from", "Tanggal awal tidak boleh setelah tanggal akhir");
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MONEY_REPORT_MAX_DAYS)
    throw bad("date_to", `Rentang tanggal maksimal ${MONEY_REPORT_MAX_DAYS} hari`);

  const categoryRaw = values.get("office_category_id") ?? null;
  let officeCategoryId: number | null = null;
  if (categoryRaw !== null) {
    const n = Number(categoryRaw);
    const known = (Object.values(OFFICE_CATEGORY) as number[]).includes(n);
    if (!/^\d+$/.test(categoryRaw) || !known)
      throw bad("office_category_id", "filter[office_category_id] tidak dikenal");
    officeCategoryId = n;
  }

  const statusRaw = values.get("status") ?? null;
  if (statusRaw !== null && !(PAYMENT_STATUSES as readonly string[]).includes(statusRaw))
    throw bad("status", `filter[status] harus salah satu dari ${PAYMENT_STATUSES.join(", ")}`);

  const scopeOfficeId = moneyScopeOfficeId(actor);
  const officeId = fixed.officeId ?? uuid("office_id");
  if (typeof fixed.officeId === "string" && !UUID_RE.test(fixed.officeId))
    throw AppError.notFound("Kantor tidak ditemukan");
  if (officeId) {
    // Another office's data is not found, not forbidden (the office list does the same).
    if (scopeOfficeId && officeId !== scopeOfficeId)
      throw AppError.notFound("Kantor tidak ditemukan");
    const office = await db.office.findFirst({
      where: { id: officeId, deletedAt: null },
      select: { id: true },
    });
    if (!office) throw AppError.notFound("Kantor tidak ditemukan");
  }
  const receiverOfficeId = await receiverOf(
    db,
    values,
    def.byReceiver === true && !fixed.officeId,
    actor,
    scopeOfficeId,
  );
  const closedPeriodId =
    reportRaw === "revenue" ? await closedPeriodWithTotals(db, from, to) : null;
  return {
    closedPeriodId,
    report: reportRaw,
    from,
    to,
    officeId,
    receiverOfficeId,
    scopeOfficeId,
    officeCategoryId,
    periodId,
    status: (statusRaw as PaymentStatus | null) ?? null,
  };
}

/** The closed accounting period spanning exactly from..to whose close wrote office totals. */
async function closedPeriodWithTotals(
  db: DbClient,
  from: string,
  to: string,
): Promise<string | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT p.id::text AS id FROM periods p
    WHERE p.status = 'closed' AND p.start_date = ${from}::date AND p.end_date = ${to}::date
      AND EXISTS (SELECT 1 FROM period_office_totals t WHERE t.period_id = p.id)
    LIMIT 1`;
  return rows[0]?.id ?? null;
}
