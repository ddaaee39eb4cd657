// purchase-orders/{id}/-actions/submit: the buyer sends a draft to its supplier (Kirim ke
// Supplier). From now on the supplier sees it (persiapan-stok) and the lines are fixed; the
// supplier's users are notified.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { requirePusatWith } from "@/server/master/access";
import { recordOfficeNotice } from "@/server/notifications/transactional";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { recordPurchaseOrderTransition } from "./history";
import { assertPurchaseOrderTransition } from "./machine";
import { guardedUpdate, loadForBuyer } from "./rules";

export async function submitPurchaseOrder(
  db: DbClient,
  input: { purchaseOrderId: string },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, "purchase-orders.submit");
  const po = await loadForBuyer(db, actor, input.purchaseOrderId);
  assertPurchaseOrderTransition("submit", po.status);
  await assertOpenPeriodFor(db, po.orderDate);
  await guardedUpdate(db, po.id, po.status, { status: "submitted", submittedAt: new Date() });
  await recordPurchaseOrderTransition(db, {
    purchaseOrderId: po.id,
    from: po.status,
    to: "submitted",
    action: "submit",
    userId: actor.userId,
  });
  // The next actor is the supplier: every user of its office is told, with a link to the
  // purchase order on its persiapan-stok list (published after the commit by withNotices).
  await recordOfficeNotice(db, po.supplierOfficeId, {
    name: `Pembelian ${po.code} masuk`,
    message: `Pesanan pembelian ${po.code} dari Pusat menunggu disiapkan dan dikirim.`,
    url: `/supplier/persiapan-stok/${po.id}`,
  });
}
