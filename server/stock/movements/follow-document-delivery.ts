// A document's state follows its goods to the end (issue 23, docs/orders.md "Delivery status",
// docs/purchasing.md "States"). Every movement event that changes where a document's goods are
// (send, member hand-over, receive, settle, a susulan's receipt) calls followDocumentDelivery
// on its own transaction, after it has written the movement:
//
//   pending -> sent -> partially_received -> completed
//
// Rule, per product of the document (its shipments that are not cancelled or deleted, susulan
// included): accounted = received + written off (settled lost or damaged). completed = every
// product's accounted >= ordered; partially_received = something accounted; sent = a shipment
// has left; else pending. Units settled as returned are back at the sender and still owed, so
// they keep the document open; units on a susulan count when the susulan is received.
// An order keeps its commercial `status` and stores this as `delivery_status` (the label it
// shows once released, orderStatusLabel); a purchase order's own state follows it (sent,
// partially_received, received). Each change writes a history row on the document (who, when,
// from, to, the event's action and note, and what was written off when it completes).
//
// Concurrency: lockMovementDocument takes the document row FOR UPDATE before the event touches
// the movement row, in the same order as creating a shipment, a draft line edit and
// cancelPayment / cancelStockMovement (document, then movement), so two receipts of two
// shipments of one order serialise on the order row, and the second reads the first's
// committed lines (READ COMMITTED: each statement sees what committed before it).
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { recordOrderTransition } from "@/server/orders/history";
import { recordPurchaseOrderTransition } from "@/server/purchasing/history";
import { guardedUpdate as guardedPurchaseOrderUpdate } from "@/server/purchasing/rules";
import type { OrderDeliveryStatus } from "@/lib/schemas/orders";
import type { PurchaseOrderStatus } from "@/lib/schemas/purchasing";

export type DeliveryState = OrderDeliveryStatus;

export interface DeliveryLine {
  ordered: number;
  received: number;
  lost: number;
  damaged: number;
}

export interface DeliveryFigures {
  state: DeliveryState;
  lost: number;
  damaged: number;
}

/** The rule above, pure: `anySent` = a shipment of the document has left its origin. */
export function deliveryStateOf(lines: readonly DeliveryLine[], anySent: boolean): DeliveryState {
  const accounted = (l: DeliveryLine) => l.received + l.lost + l.damaged;
  if (lines.length > 0 && lines.every((l) => accounted(l) >= l.ordered)) return "completed";
  if (lines.some((l) => accounted(l) > 0)) return "partially_received";
  return anySent ? "sent" : "pending";
}

/** The purchase order state of a delivery state (null: the order keeps its own). */
export function purchaseOrderStateOf(state: DeliveryState): PurchaseOrderStatus | null {
  if (state === "completed") return "received";
  if (state === "pending") return null;
  return state;
}

/** "Semua barang tercatat" and what of it was written off, for the completing history row. */
export function completionNote(f: Pick<DeliveryFigures, "lost" | "damaged">): string {
  const off = [
    f.lost > 0 ? `${f.lost} unit hilang` : null,
    f.damaged > 0 ? `${f.damaged} unit rusak` : null,
  ].filter(Boolean);
  return off.length ? `Semua barang tercatat (${off.join(", ")}).` : "Semua barang tercatat.";
}

export interface MovementDocument {
  orderId: string | null;
  purchaseOrderId: string | null;
}

/**
 * Locks the order or purchase order of movement `movementId` (FOR UPDATE, held until commit).
 * Called by every movement event before it locks or writes the movement row.
 */
export async function lockMovementDocument(
  db: DbClient,
  movementId: string,
): Promise<MovementDocument> {
  const m = await db.stockMovement.findUnique({
    where: { id: movementId },
    select: { orderId: true, purchaseOrderId: true },
  });
  if (!m) throw AppError.notFound("Pengiriman tidak ditemukan");
  if (m.orderId) await db.$queryRaw`SELECT id FROM orders WHERE id = ${m.orderId}::uuid FOR UPDATE`;
  else if (m.purchaseOrderId)
    await db.$queryRaw`SELECT id FROM purchase_orders WHERE id = ${m.purchaseOrderId}::uuid FOR UPDATE`;
  return m;
}

/**
 * The delivery figures of a document from its lines and shipments (the caller holds its lock).
 * Received: an order's from its shipments' lines; a purchase order's from its own lines
 * (`received_quantity`, what arrived sellable, kept by recordPurchaseReceipt, the same units).
 */
export async function documentDelivery(
  db: DbClient,
  doc: MovementDocument,
): Promise<DeliveryFigures> {
  const lines = new Map<string, DeliveryLine>();
  const lineOf = (productId: string) => {
    const l = lines.get(productId) ?? { ordered: 0, received: 0, lost: 0, damaged: 0 };
    lines.set(productId, l);
    return l;
  };
  if (doc.orderId) {
    const rows = await db.orderDetail.findMany({
      where: { orderId: doc.orderId },
      select: { productId: true, quantity: true },
    });
    for (const d of rows) lineOf(d.productId).ordered += d.quantity;
  } else {
    const rows = await db.purchaseOrderDetail.findMany({
      where: { purchaseOrderId: doc.purchaseOrderId ?? "" },
      select: { productId: true, quantity: true, receivedQuantity: true },
    });
    for (const d of rows) {
      const l = lineOf(d.productId);
      l.ordered += d.quantity;
      l.received += d.receivedQuantity;
    }
  }
  const movements = await db.stockMovement.findMany({
    where: {
      ...(doc.orderId ? { orderId: doc.orderId } : { purchaseOrderId: doc.purchaseOrderId }),
      deletedAt: null,
      status: { not: "cancelled" },
    },
    select: {
      status: true,
      movementDetails: {
        select: {
          productId: true,
          receivedQuantity: true,
          settlements: {
            where: { outcome: { in: ["lost", "damaged"] } },
            select: { outcome: true, quantity: true },
          },
        },
      },
    },
  });
  let lost = 0;
  let damaged = 0;
  for (const m of movements)
    for (const md of m.movementDetails) {
      const l = lines.get(md.productId);
      if (l && doc.orderId) l.received += md.receivedQuantity;
      for (const s of md.settlements) {
        const key = s.outcome === "lost" ? "lost" : "damaged";
        if (key === "lost") lost += s.quantity;
        else damaged += s.quantity;
        if (l) l[key] += s.quantity;
      }
    }
  const anySent = movements.some((m) => SENT_STATES.has(m.status));
  return { state: deliveryStateOf([...lines.values()], anySent), lost, damaged };
}

/** Movement states whose goods have left the origin. */
const SENT_STATES: ReadonlySet<string> = new Set(["sent", "partially_received", "received"]);

export interface DeliveryEvent {
  /** The event's action for the history row (send, receive, receipt, settle-lost, ...). */
  action: string;
  note: string | null;
  /** Write a history row even when the state stays (a settlement or receipt always shows). */
  always?: boolean;
}

export interface DeliveryChange {
  from: string;
  to: string;
  changed: boolean;
}

/**
 * Moves the document of a movement to the delivery state its goods are in, with a history row
 * when it changes (or `event.always`). The caller holds the document lock (lockMovementDocument)
 * and has written the movement event; a movement with no document changes nothing.
 */
export async function followDocumentDelivery(
  db: DbClient,
  doc: MovementDocument,
  event: DeliveryEvent,
  actor: Actor,
): Promise<DeliveryChange | null> {
  if (!doc.orderId && !doc.purchaseOrderId) return null;
  const figures = await documentDelivery(db, doc);
  const done = figures.state === "completed";
  const note = (changed: boolean) =>
    [event.note, changed && done ? completionNote(figures) : null].filter(Boolean).join(" ") ||
    null;
  const now = new Date();

  if (doc.orderId) {
    const order = await db.order.findUniqueOrThrow({
      where: { id: doc.orderId },
      select: { status: true, deliveryStatus: true },
    });
    const fromShown = order.deliveryStatus === "pending" ? order.status : order.deliveryStatus;
    const changed = figures.state !== order.deliveryStatus;
    if (changed)
      await db.order.update({
        where: { id: doc.orderId },
        data: { deliveryStatus: figures.state, deliveryCompletedAt: done ? now : null },
      });
    const to = figures.state === "pending" ? order.status : figures.state;
    if (changed || event.always)
      await recordOrderTransition(db, {
        orderId: doc.orderId,
        from: fromShown,
        to,
        action: event.action,
        userId: actor.userId,
        note: note(changed),
      });
    return { from: fromShown, to, changed };
  }

  const purchaseOrderId = doc.purchaseOrderId ?? "";
  const po = await db.purchaseOrder.findUniqueOrThrow({
    where: { id: purchaseOrderId },
    select: { status: true },
  });
  const target = purchaseOrderStateOf(figures.state);
  const follows = ["submitted", "processing", "sent", "partially_received"].includes(po.status);
  const to = follows && target ? target : po.status;
  const changed = to !== po.status;
  if (changed)
    await guardedPurchaseOrderUpdate(db, purchaseOrderId, po.status, {
      status: to,
      ...(to === "received" ? { receivedAt: now } : {}),
    });
  if (changed || event.always)
    await recordPurchaseOrderTransition(db, {
      purchaseOrderId,
      from: po.status,
      to,
      action: event.action,
      userId: actor.userId,
      note: note(changed),
    });
  return { from: po.status, to, changed };
}
