// Rules shared by the retur use cases (docs/returns.md): loading a retur in the caller's scope
// under its row lock, the line checks (stock of the origin warehouse, a reason for a product the
// office never bought), the default prices (the price snapshot of the latest order / purchase
// order) and the period lock of the retur's date.
import { randomBytes } from "node:crypto";
import { isPusat, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import type { ReturKind, ReturStatus } from "@/lib/labels/returs";
import { returWhere } from "./scope";

export interface LockedRetur {
  id: string;
  code: string;
  kind: ReturKind;
  status: ReturStatus;
  originOfficeId: string;
  originWarehouseId: string | null;
  destinationOfficeId: string;
  destinationWarehouseId: string | null;
  deliveryMethod: "dikirim" | "diambil";
  returDate: Date;
}

const NOT_FOUND = "Retur tidak ditemukan";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The retur in the caller's scope (404 otherwise, a malformed id too), read under its row lock
 * (FOR UPDATE, held until commit): every change of a retur's state or lines serialises on it.
 * Callers that also lock its shipment movement lock the movement FIRST (lock order: movement,
 * then retur), as the movement lifecycle does when its send / receive reach the retur.
 */
export async function lockRetur(db: DbClient, actor: Actor, id: string): Promise<LockedRetur> {
  if (!UUID.test(id)) throw AppError.notFound(NOT_FOUND);
  const scope = returWhere(actor);
  const visible = await db.retur.findFirst({
    where: { id, deletedAt: null, ...(scope ?? {}) },
    select: { id: true },
  });
  if (!visible) throw AppError.notFound(NOT_FOUND);
  const rows = await db.$queryRaw<LockedRetur[]>`
    SELECT id::text AS id, code, kind::text AS kind, status::text AS status,
           origin_office_id::text AS "originOfficeId", origin_warehouse_id::text AS "originWarehouseId",
           destination_office_id::text AS "destinationOfficeId",
           destination_warehouse_id::text AS "destinationWarehouseId",
           delivery_method::text AS "deliveryMethod", retur_date AS "returDate"
    FROM returs WHERE id = ${id}::uuid FOR UPDATE`;
  const row = rows[0];
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

/**
 * 403 unless the caller is the returning office or Pusat (Penjualan writes and cancels on a
 * branch's behalf; superadmin always). The receiving supplier never changes Pusat's retur.
 */
export function assertReturWriter(actor: Actor, retur: { originOfficeId: string }): void {
  if (!actor.isSuperadmin && actor.officeId !== retur.originOfficeId && !isPusat(actor))
    throw AppError.forbidden("Hanya kantor yang meretur atau Pusat yang dapat mengubah retur ini");
}

/**
 * Nothing dated in a closed period is changed: the retur's own date and, for a step posted now,
 * today (Jakarta). 409 'Periode sudah ditutup: ...' (docs/ledgers.md).
 */
export async function assertReturPeriodOpen(
  db: DbClient,
  returDate: Date,
  postsToday: boolean,
): Promise<void> {
  await assertOpenPeriodFor(db, returDate);
  const today = jakartaToday();
  if (postsToday && today.getTime() !== returDate.getTime()) await assertOpenPeriodFor(db, today);
}

export interface LineToCheck {
  productId: string;
  quantity: number;
  reason?: string | null;
}

/**
 * The unit price the office last paid per product (the price snapshot of its latest validated or
 * released order from Pusat; for Pusat's return to a supplier, of its latest purchase order from
 * that supplier). A product missing from the map was never bought there.
 */
export async function lastPaidPrices(
  db: DbClient,
  retur: { kind: ReturKind; originOfficeId: string; destinationOfficeId: string },
  productIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (productIds.length === 0) return new Map();
  const ids = [...new Set(productIds)];
  const rows =
    retur.kind === "supplier"
      ? await db.$queryRaw<{ product_id: string; price: bigint }[]>`
          SELECT DISTINCT ON (d.product_id) d.product_id::text AS product_id, d.unit_price AS price
          FROM purchase_order_details d JOIN purchase_orders p ON p.id = d.purchase_order_id
          WHERE p.supplier_office_id = ${retur.destinationOfficeId}::uuid
            AND p.office_id = ${retur.originOfficeId}::uuid
            AND p.status NOT IN ('draft', 'cancelled')
            AND d.product_id = ANY(${ids}::uuid[])
          ORDER BY d.product_id, p.order_date DESC, p.created_at DESC`
      : await db.$queryRaw<{ product_id: string; price: bigint }[]>`
          SELECT DISTINCT ON (d.product_id) d.product_id::text AS product_id, d.unit_price AS price
          FROM order_details d JOIN orders o ON o.id = d.order_id
          JOIN offices s ON s.id = o.origin_office_id
          WHERE o.destination_office_id = ${retur.originOfficeId}::uuid
            AND s.office_category_id = 1
            AND o.status IN ('validated', 'released')
            AND NOT d.is_free
            AND d.product_id = ANY(${ids}::uuid[])
          ORDER BY d.product_id, o.order_date DESC, o.created_at DESC`;
  return new Map(rows.map((r) => [r.product_id, BigInt(r.price)]));
}

/**
 * The line rules, each a 422 at its line (`pointer(i, field)`): the product exists; the quantity
 * is at most what the origin warehouse holds now (the send's decrement is the ledger's and
 * never takes it below zero); a product the office never bought (lastPaidPrices) needs a reason.
 * Returns each product's default price (0 when never bought).
 */
export async function checkReturLines(
  db: DbClient,
  retur: {
    kind: ReturKind;
    originOfficeId: string;
    originWarehouseId: string;
    destinationOfficeId: string;
  },
  lines: readonly LineToCheck[],
  pointer: (i: number, field: "product_id" | "quantity" | "reason") => string,
): Promise<Map<string, bigint>> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const [products, stocks, prices] = await Promise.all([
    db.product.findMany({
      where: { id: { in: ids }, deletedAt: null },
      select: { id: true, code: true },
    }),
    db.stock.findMany({
      where: { warehouseId: retur.originWarehouseId, productId: { in: ids } },
      select: { productId: true, quantity: true },
    }),
    lastPaidPrices(db, retur, ids),
  ]);
  const code = new Map(products.map((p) => [p.id, p.code]));
  const held = new Map(stocks.map((s) => [s.productId, s.quantity]));
  const from = retur.kind === "supplier" ? "supplier ini" : "Pusat";
  const items = lines.flatMap((l, i) => {
    const c = code.get(l.productId);
    if (!c) return [{ detail: "Barang tidak ditemukan", source: { pointer: pointer(i, "product_id") } }];
    const out = [];
    const stock = held.get(l.productId) ?? 0;
    if (l.quantity > stock)
      out.push({
        detail: `Jumlah retur ${c} melebihi stok gudang asal (stok ${stock})`,
        source: { pointer: pointer(i, "quantity") },
      });
    if (!prices.has(l.productId) && !l.reason?.trim())
      out.push({
        detail: `Barang ${c} belum pernah dibeli dari ${from}: alasan retur wajib diisi`,
        source: { pointer: pointer(i, "reason") },
      });
    return out;
  });
  if (items.length) throw AppError.validation(items);
  return new Map(ids.map((id) => [id, prices.get(id) ?? 0n]));
}

/** Totals of a retur kept on its row (quantity now; the value once priced). */
export async function refreshReturTotals(db: DbClient, returId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE returs r SET total_quantity = COALESCE(
      (SELECT SUM(quantity) FROM retur_details WHERE retur_id = r.id), 0), updated_at = now()
    WHERE r.id = ${returId}::uuid`;
}

/** RTR-YYYYMMDD-XXXXXXXX. */
export function returCode(now = new Date()): string {
  const day = jakartaDateString(now).replace(/-/g, "");
  return `RTR-${day}-${randomBytes(4).toString("hex").toUpperCase()}`;
}
