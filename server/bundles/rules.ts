// Shared rules of order bundles (the sales reports of an SC, KP or stockist) and their payment
// bundles (docs/money.md "Order and payment bundles"): who sees a bundle (its office; Pusat with
// order-bundles.view all; else 404), who writes it (its office, or Pusat on its behalf), which
// orders a report may take, the totals (SQL sums of its orders), codes, and the history rows.
import { hasPermission, isPusat, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { recordStatusChange } from "@/server/history/document-history";
import { AppError } from "@/server/errors";
import type { Where } from "@/server/jsonapi/resource";
import { UUID_RE } from "@/lib/schemas/master";
import type { OrderKind } from "@/lib/schemas/orders";
import type { BundleKind, BundleStatus } from "@/lib/schemas/bundles";

export const ORDER_BUNDLE_NOT_FOUND = "Laporan tidak ditemukan";
export const PAYMENT_BUNDLE_NOT_FOUND = "Pembayaran laporan tidak ditemukan";
export const ORDER_BUNDLE_DOCUMENT = "order_bundles";
export const PAYMENT_BUNDLE_DOCUMENT = "payment_bundles";
const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

/** The offices that report their sales to Pusat. */
export const REPORTING_CATEGORIES: readonly number[] = [
  OFFICE_CATEGORY.STOCKIST_CENTER,
  OFFICE_CATEGORY.KANTOR_PELAYANAN,
  OFFICE_CATEGORY.STOCKIST,
];

/** The order kinds a report of each kind takes (the office is the order's origin, the seller). */
export const BUNDLE_ORDER_KINDS: Record<BundleKind, readonly OrderKind[]> = {
  sales: ["sale", "purchase", "member_sale"],
  restock: ["restock"],
  // The PBS sales report (laporan penjualan PBS, docs/cash-bills.md "PBS").
  pbs: ["pbs"],
};

/** Order states a report takes: the sale is fixed (validated) or done (released). */
export const BUNDLEABLE_STATUSES = ["validated", "released"] as const;

/** Row scope: superadmin and Pusat (with order-bundles.view) all; any other office its own. */
export function orderBundleWhere(actor: Actor): Where | null {
  if (actor.isSuperadmin || (isPusat(actor) && hasPermission(actor, "order-bundles.view")))
    return null;
  return { officeId: actor.officeId ?? NO_OFFICE };
}

/** Payment bundles follow the office of their report. */
export function paymentBundleWhere(actor: Actor): Where | null {
  if (actor.isSuperadmin || (isPusat(actor) && hasPermission(actor, "payment-bundles.view")))
    return null;
  return { officeId: actor.officeId ?? NO_OFFICE };
}

export function bundleStatus(b: { isSubmitted: boolean; isValidated: boolean }): BundleStatus {
  if (b.isValidated) return "validated";
  return b.isSubmitted ? "submitted" : "draft";
}

const BUNDLE_SELECT = {
  id: true,
  code: true,
  kind: true,
  officeId: true,
  periodId: true,
  isSubmitted: true,
  isValidated: true,
  isPaid: true,
  totalPrice: true,
  paidAmount: true,
  createdById: true,
  period: { select: { status: true, name: true } },
} as const;

export type LoadedBundle = {
  id: string;
  code: string;
  kind: string;
  officeId: string;
  periodId: string | null;
  isSubmitted: boolean;
  isValidated: boolean;
  isPaid: boolean;
  totalPrice: bigint;
  paidAmount: bigint;
  createdById: string | null;
  period: { status: string; name: string } | null;
};

/** The bundle as the caller may see it (not deleted); 404 otherwise (also a malformed id). */
export async function loadBundle(db: DbClient, actor: Actor, id: string): Promise<LoadedBundle> {
  if (!UUID_RE.test(id)) throw AppError.notFound(ORDER_BUNDLE_NOT_FOUND);
  const row = await db.orderBundle.findFirst({
    where: { id, deletedAt: null, ...(orderBundleWhere(actor) ?? {}) },
    select: BUNDLE_SELECT,
  });
  if (!row) throw AppError.notFound(ORDER_BUNDLE_NOT_FOUND);
  return row;
}

/** Locks the bundle row (FOR UPDATE) so that payments and verifications of one report serialise. */
export async function lockBundle(db: DbClient, id: string): Promise<void> {
  await db.$queryRaw`SELECT id FROM order_bundles WHERE id = ${id}::uuid FOR UPDATE`;
}

/**
 * loadBundle under the bundle's row lock: the flags and totals read are the committed ones and
 * stay so until the transaction ends. Every step that decides on the report's payments or state
 * (pay, send/withdraw/edit, validate, delete) takes it first, so a payment and a withdrawal or a
 * delete of the same report never both pass their checks.
 */
export async function loadLockedBundle(
  db: DbClient,
  actor: Actor,
  id: string,
): Promise<LoadedBundle> {
  if (!UUID_RE.test(id)) throw AppError.notFound(ORDER_BUNDLE_NOT_FOUND);
  await lockBundle(db, id);
  return loadBundle(db, actor, id);
}

/**
 * 403 unless the caller writes for the bundle: its own office, or Pusat (on the office's
 * behalf, e.g. Penjualan's 'Tambah Laporan Penjualan SC'), with `permission`.
 */
export function requireOwnerSide(actor: Actor, officeId: string, permission: string): void {
  if (!hasPermission(actor, permission)) throw AppError.forbidden();
  if (actor.isSuperadmin || isPusat(actor)) return;
  if (actor.officeId !== officeId)
    throw AppError.forbidden("Laporan ini hanya dapat diubah oleh kantor pembuatnya");
}

/** 403 unless the caller is Pusat with `permission` (validation and verification are Pusat's). */
export function requirePusat(actor: Actor, permission: string, message: string): void {
  if (!hasPermission(actor, permission)) throw AppError.forbidden();
  if (!actor.isSuperadmin && !isPusat(actor)) throw AppError.forbidden(message);
}

/** 409 when the bundle's period is closed (nothing of a closed period changes). */
export function assertBundlePeriodOpen(b: { period: { status: string; name: string } | null }) {
  if (b.period && b.period.status !== "open")
    throw AppError.conflict(`Periode sudah ditutup: ${b.period.name}`);
}

export async function recordBundleTransition(
  db: DbClient,
  row: {
    documentType: typeof ORDER_BUNDLE_DOCUMENT | typeof PAYMENT_BUNDLE_DOCUMENT;
    documentId: string;
    from: string | null;
    to: string;
    action: string;
    userId: string | null;
    note?: string | null;
  },
): Promise<void> {
  await recordStatusChange(db, row.documentType, row.documentId, row);
}

function codeMonth(date: Date): string {
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** LP-YYYYMM-NNNNNN (order bundles) / PB-YYYYMM-NNNNNN (payment bundles), from sequences. */
export async function nextBundleCode(db: DbClient, which: "order" | "payment", date: Date) {
  const rows =
    which === "order"
      ? await db.$queryRaw<{ n: bigint }[]>`SELECT nextval('order_bundle_code_seq') AS n`
      : await db.$queryRaw<{ n: bigint }[]>`SELECT nextval('payment_bundle_code_seq') AS n`;
  const n = String(rows[0]?.n ?? 0n).padStart(6, "0");
  return `${which === "order" ? "LP" : "PB"}-${codeMonth(date)}-${n}`;
}

/** The Pusat office: every report is paid to it (its bank accounts receive the transfers). */
export async function pusatOffice(db: DbClient): Promise<{ id: string }> {
  const office = await db.office.findFirst({
    where: { officeCategoryId: OFFICE_CATEGORY.PUSAT, deletedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  if (!office) throw AppError.conflict("Kantor Pusat belum terdaftar");
  return office;
}

/**
 * Recomputes the bundle's totals from its orders in SQL (sum of final price, point, bonus) and
 * returns the new total price.
 */
export async function refreshBundleTotals(db: DbClient, bundleId: string): Promise<bigint> {
  const rows = await db.$queryRaw<{ total: bigint }[]>`
    UPDATE order_bundles b SET
      total_price = s.total_price, total_point = s.total_point, total_bonus = s.total_bonus,
      updated_at = now()
    FROM (
      SELECT COALESCE(SUM(final_price), 0)::bigint AS total_price,
             COALESCE(SUM(total_point), 0)::bigint AS total_point,
             COALESCE(SUM(total_bonus), 0)::bigint AS total_bonus
      FROM orders WHERE order_bundle_id = ${bundleId}::uuid AND deleted_at IS NULL
    ) s
    WHERE b.id = ${bundleId}::uuid
    RETURNING b.total_price AS total`;
  return rows[0]?.total ?? 0n;
}

/** Sum of the bundle's payment bundles not deleted (pending and verified). */
export async function recordedPayments(db: DbClient, bundleId: string): Promise<bigint> {
  const agg = await db.paymentBundle.aggregate({
    where: { orderBundleId: bundleId, deletedAt: null },
    _sum: { amount: true },
  });
  return agg._sum.amount ?? 0n;
}

/**
 * Ties `orderIds` to the bundle when each is still one the report may take (the office's
 * validated/released sale of the kind and period, not deleted, in no other report): one
 * conditional UPDATE; a row that changed meanwhile is a 409.
 */
export async function attachOrders(
  db: DbClient,
  bundle: { id: string; officeId: string; periodId: string | null; kind: BundleKind },
  orderIds: readonly string[],
): Promise<void> {
  if (!orderIds.length) return;
  const kinds = [...BUNDLE_ORDER_KINDS[bundle.kind]];
  const statuses = [...BUNDLEABLE_STATUSES];
  const n = await db.$executeRaw`
    UPDATE orders SET order_bundle_id = ${bundle.id}::uuid, updated_at = now()
    WHERE id = ANY(${[...orderIds]}::uuid[]) AND order_bundle_id IS NULL AND deleted_at IS NULL
      AND origin_office_id = ${bundle.officeId}::uuid
      AND period_id IS NOT DISTINCT FROM ${bundle.periodId}::uuid
      AND order_type::text = ANY(${kinds}::text[]) AND status::text = ANY(${statuses}::text[])`;
  if (n !== orderIds.length) throw AppError.conflict("Order sudah diubah oleh pengguna lain");
}

/** Which of `orderIds` the report may take (for 422s at the right index before writing). */
export async function candidateIds(
  db: DbClient,
  bundle: { officeId: string; periodId: string | null; kind: BundleKind; id?: string },
  orderIds: readonly string[] | null,
): Promise<{ id: string; code: string }[]> {
  const kinds = [...BUNDLE_ORDER_KINDS[bundle.kind]];
  const statuses = [...BUNDLEABLE_STATUSES];
  const own = bundle.id ?? NO_OFFICE;
  return orderIds
    ? db.$queryRaw<{ id: string; code: string }[]>`
        SELECT id::text AS id, code FROM orders
        WHERE id = ANY(${[...orderIds]}::uuid[]) AND deleted_at IS NULL
          AND (order_bundle_id IS NULL OR order_bundle_id = ${own}::uuid)
          AND origin_office_id = ${bundle.officeId}::uuid
          AND period_id IS NOT DISTINCT FROM ${bundle.periodId}::uuid
          AND order_type::text = ANY(${kinds}::text[]) AND status::text = ANY(${statuses}::text[])`
    : db.$queryRaw<{ id: string; code: string }[]>`
        SELECT id::text AS id, code FROM orders
        WHERE order_bundle_id IS NULL AND deleted_at IS NULL
          AND origin_office_id = ${bundle.officeId}::uuid
          AND period_id IS NOT DISTINCT FROM ${bundle.periodId}::uuid
          AND order_type::text = ANY(${kinds}::text[]) AND status::text = ANY(${statuses}::text[])
        ORDER BY order_date, code
        LIMIT 5000`;
}

/** Sums of what a new report of the office, kind and period would hold (getTotalTransaction). */
export async function candidateTotals(
  db: DbClient,
  officeId: string,
  periodId: string | null,
  kind: BundleKind,
): Promise<{ count: number; total: bigint; point: bigint; bonus: bigint }> {
  const kinds = [...BUNDLE_ORDER_KINDS[kind]];
  const statuses = [...BUNDLEABLE_STATUSES];
  const rows = await db.$queryRaw<{ n: bigint; total: bigint; point: bigint; bonus: bigint }[]>`
    SELECT COUNT(*)::bigint AS n, COALESCE(SUM(final_price), 0)::bigint AS total,
           COALESCE(SUM(total_point), 0)::bigint AS point, COALESCE(SUM(total_bonus), 0)::bigint AS bonus
    FROM orders
    WHERE order_bundle_id IS NULL AND deleted_at IS NULL AND origin_office_id = ${officeId}::uuid
      AND period_id IS NOT DISTINCT FROM ${periodId}::uuid
      AND order_type::text = ANY(${kinds}::text[]) AND status::text = ANY(${statuses}::text[])`;
  const r = rows[0];
  return {
    count: Number(r?.n ?? 0n),
    total: r?.total ?? 0n,
    point: r?.point ?? 0n,
    bonus: r?.bonus ?? 0n,
  };
}
