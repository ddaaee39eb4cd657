// purchase-orders/{id}/-actions/cancel: the buyer cancels a draft or a submitted order that
// the supplier has not started preparing, with a required reason (kept on the order and in its
// history). Nothing was shipped or posted yet, so nothing is released; an order with a
// shipment under way (not cancelled) is a 409.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { requirePusatWith } from "@/server/master/access";
import {
  ZCancelPurchaseOrderInput,
  type TCancelPurchaseOrderInput,
} from "@/lib/schemas/purchasing";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { recordPurchaseOrderTransition } from "./history";
import { assertPurchaseOrderTransition } from "./machine";
import { guardedUpdate, loadForBuyer } from "./rules";

export async function cancelPurchaseOrder(
  db: DbClient,
  input: TCancelPurchaseOrderInput & { purchaseOrderId: string },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, "purchase-orders.cancel");
  const { reason } = ZCancelPurchaseOrderInput.parse({ reason: input.reason });
  const po = await loadForBuyer(db, actor, input.purchaseOrderId);
  assertPurchaseOrderTransition("cancel", po.status);
  await assertOpenPeriodFor(db, po.orderDate);
  await guardedUpdate(db, po.id, po.status, {
    status: "cancelled",
    cancelledAt: new Date(),
    cancelReason: reason,
  });
  // A shipment against the order means the supplier has started preparing it: once sent, its
  // goods could never be received into a cancelled order (recordPurchaseReceipt refuses), so
  // they would stay in transit for good. Checked after the UPDATE above holds the order row:
  // createMovement takes it FOR SHARE, so a shipment created concurrently is committed and
  // seen here, or is created after this cancel and sees the order cancelled.
  const shipment = await db.stockMovement.findFirst({
    where: { purchaseOrderId: po.id, deletedAt: null, status: { not: "cancelled" } },
    select: { code: true },
  });
  if (shipment)
    throw AppError.conflict(
      `Supplier sudah menyiapkan pengiriman ${shipment.code} untuk pembelian ini; pembelian tidak dapat dibatalkan`,
    );
  await recordPurchaseOrderTransition(db, {
    purchaseOrderId: po.id,
    from: po.status,
    to: "cancelled",
    action: "cancel",
    userId: actor.userId,
    note: reason,
  });
}
