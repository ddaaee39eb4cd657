// Row scope of stock and its ledger: Pusat (and superadmin) with the permission see every
// warehouse's stock (Stock-stockist, the global report); any other office sees only its own
// warehouses. A stock row outside the scope is a 404.
import { isPusat, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { Where } from "@/server/jsonapi/resource";

const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

/** Where on `warehouses` rows the actor may see the stock of (null: every warehouse). */
export function warehouseStockScope(actor: Actor): Where | null {
  return isPusat(actor) ? null : { officeId: actor.officeId ?? NO_OFFICE };
}

/** Where on rows that carry a `warehouse` relation (stocks, stock_trxes, batches). */
export function stockRowScope(actor: Actor): Where | null {
  const w = warehouseStockScope(actor);
  return w ? { warehouse: w } : null;
}

/** The office whose warehouses an aggregate is limited to (null: all). */
export function scopedOfficeId(actor: Actor): string | null {
  return isPusat(actor) ? null : (actor.officeId ?? NO_OFFICE);
}

export const OWN_WAREHOUSE_ONLY = "Stok hanya dapat diubah di gudang kantor sendiri";

/**
 * The warehouse a stock write (tambah-stock, a batch's opening quantity) may post into: one of
 * the caller's OWN office, as the screens offer. Outside the read scope: 404; a warehouse the
 * caller may read but not write (Pusat and a branch's warehouse): 403.
 */
export async function writableWarehouse(
  db: DbClient,
  actor: Actor,
  warehouseId: string,
): Promise<{ id: string }> {
  const scope = warehouseStockScope(actor);
  const warehouse = await db.warehouse.findFirst({
    where: { id: warehouseId, deletedAt: null, ...(scope ?? {}) },
    select: { id: true, officeId: true },
  });
  if (!warehouse) throw AppError.notFound("Gudang tidak ditemukan");
  if (warehouse.officeId !== actor.officeId) throw AppError.forbidden(OWN_WAREHOUSE_ONLY);
  return { id: warehouse.id };
}
