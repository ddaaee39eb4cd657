// Row scope of stock and its ledger: Pusat (and superadmin) with the permission see every
// warehouse's stock (Stock-stockist, the global report); any other office sees only its own
// warehouses. A stock row outside the scope is a 404.
import { isPusat, type Actor } from "@/server/auth/actor";
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
