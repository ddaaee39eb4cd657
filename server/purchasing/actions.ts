// State changes of purchase orders as custom actions (docs/purchasing.md):
//   PATCH|POST purchase-orders/{id}/-actions/submit   draft -> submitted (buyer; no body)
//   PATCH|POST purchase-orders/{id}/-actions/cancel   draft|submitted -> cancelled (buyer;
//              body {"data": {"type": "purchase-orders", "id": "<id>", "attributes": {"reason": "..."}}})
//   PATCH|POST purchase-orders/{id}/-actions/process  submitted -> processing (supplier; no body)
//   GET        purchase-orders/{id}/-actions/history  the state history (document-status-histories)
// Each is one transaction around its use case; the answer is the purchase order with
// meta.message. Outside the caller's scope: 404; an illegal state: 409.
import type { Actor } from "@/server/auth/actor";
import type { ActionDef } from "@/server/jsonapi/actions";
import type { HandlerContext } from "@/server/jsonapi/handle";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { historyAction, memberTransition } from "@/server/jsonapi/member-actions";
import type { DbClient } from "@/server/auth/db-client";
import { requirePusatWith } from "@/server/master/access";
import { withNotices } from "@/server/notifications/transactional";
import { ZCancelPurchaseOrderInput } from "@/lib/schemas/purchasing";
import { cancelPurchaseOrder } from "./cancel-purchase-order";
import { PURCHASE_ORDER_DOCUMENT_TYPE } from "./history";
import { processPurchaseOrder } from "./process-purchase-order";
import { purchaseOrders } from "./resources";
import { submitPurchaseOrder } from "./submit-purchase-order";

function transition(
  name: string,
  message: string,
  body: "none" | "jsonapi",
  apply: (tx: DbClient, actor: Actor, id: string, ctx: HandlerContext) => Promise<void>,
): ActionDef {
  return memberTransition({
    type: "purchase-orders",
    name,
    message,
    body,
    // withNotices: a transition's notice to the next actor is pushed after the commit.
    commit: withNotices,
    apply: (tx, actor, id, _input, ctx) => apply(tx, actor, id, ctx),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is a 404 like an unknown one (no database error). */
function idOf(id: string): string {
  return UUID.test(id) ? id : "00000000-0000-0000-0000-000000000000";
}

const history = historyAction("purchase-orders", PURCHASE_ORDER_DOCUMENT_TYPE);

export const purchaseOrderActions: ActionDef[] = [
  history,
  transition("submit", "Pembelian berhasil dikirim ke supplier", "none", (tx, actor, id) =>
    submitPurchaseOrder(tx, { purchaseOrderId: idOf(id) }, actor),
  ),
  transition("cancel", "Pembelian berhasil dibatalkan", "jsonapi", (tx, actor, id, ctx) => {
    // Who may cancel comes before what is sent: 403 wins over 422.
    requirePusatWith(actor, "purchase-orders.cancel");
    const input = validateInput(
      purchaseOrders,
      ZCancelPurchaseOrderInput,
      inputFromDocument(purchaseOrders, ctx.body, id),
    );
    return cancelPurchaseOrder(tx, { ...input, purchaseOrderId: idOf(id) }, actor);
  }),
  transition("process", "Pembelian mulai disiapkan", "none", (tx, actor, id) =>
    processPurchaseOrder(tx, { purchaseOrderId: idOf(id) }, actor),
  ),
];
