// The retur side of its shipment's lifecycle (docs/returns.md): the movement's send and receive
// (server/stock/movements/write.ts) call these in their own transaction when the movement carries
// a retur (stock_movements.retur_id), as a purchase order's receipt calls recordPurchaseReceipt.
// The stock itself is posted by the movement (postStock: movement_out at the origin, movement_in
// into Pusat's retur warehouse or the supplier's); here the retur follows: validated -> shipped
// at the send, shipped -> received at the (first) receipt, with the received quantity of each
// line copied from the movement's lines (what arrived in the destination warehouse; units in
// transit are settled on the movement, and set-price waits until none are left).
// Lock order: the caller holds the movement's row (its guarded UPDATE); the retur row is taken
// after it (FOR UPDATE through the conditional UPDATE), the same order as cancel-retur.ts.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { recordOfficeNotice } from "@/server/notifications/transactional";
import { returDetailPath } from "@/lib/retur-routes";
import type { ReturKind } from "@/lib/labels/returs";
import { recordReturTransition } from "./history";

/**
 * The shipment left the origin warehouse: validated -> shipped. A follow-up (susulan) of the
 * shipment leaves a retur that is already shipped or received: nothing changes on it.
 */
export async function recordReturSent(db: DbClient, returId: string, actor: Actor): Promise<void> {
  const res = await db.retur.updateMany({
    where: { id: returId, status: "validated" },
    data: { status: "shipped", shippedAt: new Date() },
  });
  if (res.count !== 1) {
    const r = await db.retur.findUniqueOrThrow({ where: { id: returId }, select: { status: true } });
    if (r.status === "shipped" || r.status === "received") return;
    throw AppError.conflict("Retur ini tidak menunggu dikirim (sudah dibatalkan atau diberi harga)");
  }
  await recordReturTransition(db, {
    returId,
    from: "validated",
    to: "shipped",
    action: "ship",
    userId: actor.userId,
  });
}

/**
 * The shipment was received (in full or in part): shipped -> received, each line's received
 * quantity = what the retur's shipments delivered of its product. Pusat's Penjualan is told it may
 * price the retur (for a branch's retur) once nothing is left in transit.
 */
export async function recordReturReceipt(
  db: DbClient,
  returId: string,
  actor: Actor,
): Promise<void> {
  await db.$executeRaw`
    UPDATE retur_details rd SET received_quantity = COALESCE((
      SELECT SUM(md.received_quantity)::int FROM movement_details md
      JOIN stock_movements m ON m.id = md.stock_movement_id
      WHERE m.retur_id = rd.retur_id AND m.status <> 'cancelled' AND md.product_id = rd.product_id
    ), 0), updated_at = now()
    WHERE rd.retur_id = ${returId}::uuid`;
  const res = await db.retur.updateMany({
    where: { id: returId, status: "shipped" },
    data: { status: "received", receivedAt: new Date() },
  });
  if (res.count !== 1) {
    // A susulan's receipt: the retur is received already; only its quantities grew (above).
    const r = await db.retur.findUniqueOrThrow({ where: { id: returId }, select: { status: true } });
    if (r.status === "received") return;
    throw AppError.conflict("Retur ini tidak sedang dalam pengiriman");
  }
  const r = await db.retur.findUniqueOrThrow({
    where: { id: returId },
    select: { id: true, code: true, kind: true, originOfficeId: true, destinationOfficeId: true },
  });
  await recordReturTransition(db, {
    returId,
    from: "shipped",
    to: "received",
    action: "receive",
    userId: actor.userId,
  });
  await noticePricing(db, r);
}

async function noticePricing(
  db: DbClient,
  r: { id: string; code: string; kind: ReturKind; originOfficeId: string; destinationOfficeId: string },
): Promise<void> {
  // Penjualan sits at Pusat: the receiver of a branch's retur, the sender of a supplier return.
  const pusat = r.kind === "supplier" ? r.originOfficeId : r.destinationOfficeId;
  await recordOfficeNotice(db, pusat, {
    name: `Retur ${r.code} diterima`,
    message: `Barang retur ${r.code} sudah diterima. Tetapkan harga dan kreditkan saldonya.`,
    url: returDetailPath("pricing", r.kind, r.id),
  });
}
