// purchase-orders/{id}/-actions/process: the supplier starts preparing a submitted order
// (Persiapan Stok, SPEC §2 supplier layout). From then on the buyer can no longer cancel it;
// the supplier ships it as stock movements with the purchase order's id.
import { hasPermission, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { recordPurchaseOrderTransition } from "./history";
import { assertPurchaseOrderTransition } from "./machine";
import { guardedUpdate, loadForSupplier } from "./rules";

export async function processPurchaseOrder(
  db: DbClient,
  input: { purchaseOrderId: string },
  actor: Actor,
): Promise<void> {
  const supplierSide = actor.isSuperadmin || actor.officeCategoryId === OFFICE_CATEGORY.SUPPLIER;
  if (!supplierSide || !hasPermission(actor, "purchase-orders.process")) throw AppError.forbidden();
  const po = await loadForSupplier(db, actor, input.purchaseOrderId);
  assertPurchaseOrderTransition("process", po.status);
  await assertOpenPeriodFor(db, po.orderDate);
  await guardedUpdate(db, po.id, po.status, { status: "processing" });
  await recordPurchaseOrderTransition(db, {
    purchaseOrderId: po.id,
    from: po.status,
    to: "processing",
    action: "process",
    userId: actor.userId,
  });
}
