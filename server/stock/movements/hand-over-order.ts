// A member picks up its goods (issue 23 §3, docs/orders.md "Shipping"): a released member sale
// with delivery method 'diambil' is handed over in one step, without the packing screens. The
// shipment of everything not yet shipped is created (createMovement, diambil) and sent at once
// (sendMovement): a member has no warehouse, so the send is final (received in full,
// `handover`), and the order follows to 'Selesai' (followDocumentDelivery), all in the caller's
// transaction. Who: the seller's office with stock-movements.create and stock-movements.send.
//
// Concurrency: the order row is locked first (loadOrder FOR UPDATE, as creating any shipment
// does), so two hand-overs of one order serialise and the second finds nothing left (409).
import type { Actor } from "@/server/auth/actor";
import { hasPermission } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { HAND_OVER_KINDS } from "@/lib/labels/orders";
import { loadOrder } from "@/server/orders/rules";
import { createMovement, sendMovement } from "./write";

export const HAND_OVER_ONLY =
  "Hanya penjualan ke mitra usaha yang diambil yang dapat diserahkan langsung";

/** Creates and hands over the shipment of a member's pick-up; returns the movement id. */
export async function handOverOrder(db: DbClient, orderId: string, actor: Actor): Promise<string> {
  if (
    !hasPermission(actor, "stock-movements.create") ||
    !hasPermission(actor, "stock-movements.send")
  )
    throw AppError.forbidden();
  const order = await loadOrder(db, actor, orderId, { lock: true });
  // Member sales, cash bills and PBS sales (HAND_OVER_KINDS) picked up by the member.
  if (!HAND_OVER_KINDS.includes(order.orderType) || order.deliveryMethod !== "diambil")
    throw AppError.conflict(HAND_OVER_ONLY);
  // createMovement checks the seller's side (403), the state (released, else 409) and what is
  // left to ship (409 when nothing).
  const id = await createMovement(db, { orderId, deliveryMethod: "diambil" }, actor);
  await sendMovement(db, id, {}, actor);
  return id;
}
