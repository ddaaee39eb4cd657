// Who may read a product's purchase price (docs/security-data.md): Pusat users holding
// `products.view-purchase-price` (superadmin always). Declared on the attribute, enforced by the
// serializer; the product export applies the same function to its column.
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import type { ReadRule } from "@/server/jsonapi/resource";

export const VIEW_PURCHASE_PRICE_PERMISSION = "products.view-purchase-price";

export function canReadPurchasePrice(actor: Actor | null): boolean {
  return !!actor && isPusat(actor) && hasPermission(actor, VIEW_PURCHASE_PRICE_PERMISSION);
}

export const purchasePrice: ReadRule = (actor) => canReadPurchasePrice(actor);
