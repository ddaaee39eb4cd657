// The live figures of the order form (issue 23 §3a, docs/orders.md "Live figures on the form"):
// what saving these lines would store, computed by THE rules of saving, never a copy: the buyer's
// context and every line's price in force for its area and buyer type in one statement
// (buyerAndPrices, as createOrder), the totals by orderTotals with the kind's discountRule (as
// refreshTotals), plus the kind's minimum order (how much is still missing) and the cashback the
// order earns once it is reached. The parties of a new order are resolved as POST orders does
// (newOrderParties: the same 403 / 422 at the same relationship); an existing order is read in
// the caller's scope (404) and previewed only for its maker side (403). Who may ask is checked
// before the body is read (`read`, the action's parse), so 401 / 403 / 404 come before a 422.
// Concurrency: a read on the caller's client, nothing written or locked (two statements). A price
// that changes between the preview and the save is the saved one: saving prices everything again.
import type { Actor } from "@/server/auth/actor";
import { hasPermission } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type {
  OrderKind,
  TOrderLinesPricePreviewInput,
  TOrderPricePreviewInput,
} from "@/lib/schemas/orders";
import { ORDER_KIND_CONFIG } from "./kinds";
import { orderTotals } from "./machine";
import {
  buyerAndPrices,
  kindOf,
  loadOrder,
  partyRows,
  requireMaker,
  type BuyerContext,
  type PricedLine,
} from "./rules";
import { discountRule, inDetails, namedOffices, newOrderParties } from "./write-order";

export interface OrderPricePreview {
  kind: OrderKind;
  buyer: BuyerContext;
  lines: PricedLine[];
  totals: ReturnType<typeof orderTotals>;
  shippingCost: bigint;
  /** The kind's minimum order for this buyer (0 when the kind has none). */
  minOrder: bigint;
  meetsMinOrder: boolean;
  /** What the lines still lack to reach the minimum order (0 once reached). */
  minOrderShortfall: bigint;
  /** The buyer category's cashback for this kind (0 when it has none), earned at the minimum. */
  cashback: bigint;
}

type PreviewLines = Pick<TOrderLinesPricePreviewInput, "details" | "shipping_cost">;

async function previewFor(
  db: DbClient,
  kind: OrderKind,
  destinationOfficeId: string,
  v: PreviewLines,
  shippingCost: bigint,
): Promise<OrderPricePreview> {
  const { buyer, lines } = await buyerAndPrices(
    db,
    destinationOfficeId,
    v.details.map((d, i) => ({
      productId: d.product_id,
      quantity: d.quantity,
      description: d.description ?? null,
      pointer: `/data/attributes/details/${i}`,
    })),
    inDetails,
  );
  const cfg = ORDER_KIND_CONFIG[kind];
  const totals = orderTotals(lines, discountRule(kind, buyer), shippingCost);
  const minOrder = cfg.minimumOrder ? buyer.minOrder : 0n;
  const shortfall = minOrder - totals.totalPrice;
  return {
    kind,
    buyer,
    lines,
    totals,
    shippingCost,
    minOrder,
    meetsMinOrder: shortfall <= 0n,
    minOrderShortfall: shortfall > 0n ? shortfall : 0n,
    cashback: cfg.cashback ? buyer.cashback : 0n,
  };
}

/** POST orders/-actions/price-preview: a new order's figures (needs orders.create). */
export async function previewNewOrderPrices(
  db: DbClient,
  read: () => TOrderPricePreviewInput,
  actor: Actor,
): Promise<OrderPricePreview> {
  if (!hasPermission(actor, "orders.create")) throw AppError.forbidden();
  if (!actor.officeId) throw AppError.forbidden("Akun Anda tidak terhubung ke kantor");
  const v = read();
  const offices = await partyRows(db, [actor.officeId, ...namedOffices(v)]);
  const { destination } = newOrderParties(v.order_type, offices, actor, v);
  return previewFor(db, v.order_type, destination.id, v, BigInt(v.shipping_cost ?? 0));
}

/**
 * POST orders/{id}/-actions/price-preview: an editable order's figures with new lines (the edit
 * form; PATCH with `details` prices every line anew). Its maker side with orders.update.
 */
export async function previewOrderLinesPrices(
  db: DbClient,
  id: string,
  read: () => TOrderLinesPricePreviewInput,
  actor: Actor,
): Promise<OrderPricePreview> {
  const order = await loadOrder(db, actor, id);
  requireMaker(actor, order, "orders.update");
  const v = read();
  const shippingCost = v.shipping_cost === undefined ? order.shippingCost : BigInt(v.shipping_cost);
  return previewFor(db, kindOf(order), order.destinationOfficeId, v, shippingCost);
}
