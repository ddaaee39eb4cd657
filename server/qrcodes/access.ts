// Who sees QR codes: head-office staff with `product-qrcodes.view` see all of them; a supplier
// with the same permission sees (read-only) the codes of the products it owns (/supplier/produk-qr).
// Generating is head office only (`product-qrcodes.create`). Everybody else: 403.
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import type { Where } from "@/server/jsonapi/resource";

const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

export function canReadQrCodes(actor: Actor): boolean {
  if (!hasPermission(actor, "product-qrcodes.view")) return false;
  return isPusat(actor) || actor.officeType === "supplier";
}

/** Row scope over models with a `product` relation. */
export function qrScope(actor: Actor): Where | null {
  return isPusat(actor) ? null : { product: { officeId: actor.officeId ?? NO_OFFICE } };
}

/** The owning office a report is limited to (null = every product). */
export function qrOfficeLimit(actor: Actor): string | null {
  return isPusat(actor) ? null : (actor.officeId ?? NO_OFFICE);
}
