// purchase-orders/{id}/-actions/cancel: the buyer cancels a draft or a submitted order that
// the supplier has not started preparing, with a required reason (kept on the order and in its
// history). Nothing was shipped or posted yet, so nothing is released.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
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
  await recordPurchaseOrderTransition(db, {
    purchaseOrderId: po.id,
    from: po.status,
    to: "cancelled",
    action: "cancel",
    userId: actor.userId,
    note: reason,
  });
}
