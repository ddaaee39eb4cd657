// The states of a purchase order and the transitions between them (docs/purchasing.md):
//
//   draft --submit--> submitted --process--> processing --send--> sent
//     |                  |                                     |
//     +--cancel--+-------+                                     +--receipt--> partially_received --receipt|settle--> received
//                v                          (submitted and processing accept receipts too)
//            cancelled
//
// sent, partially_received and received follow the order's shipments (followDocumentDelivery,
// server/stock/movements/follow-document-delivery.ts): received = every unit arrived or was
// written off (lost / damaged).
//
// Pure: the use cases load the row, ask here whether the action is legal (409 otherwise),
// then move it with a conditional UPDATE on the state they read.
import { AppError } from "@/server/errors";
import { PURCHASE_ORDER_STATUS_LABEL, type PurchaseOrderStatus } from "@/lib/schemas/purchasing";

export type PurchaseOrderAction = "update" | "submit" | "process" | "cancel" | "receipt";

/** The states each action starts from. */
export const ALLOWED_FROM: Record<PurchaseOrderAction, readonly PurchaseOrderStatus[]> = {
  update: ["draft"],
  submit: ["draft"],
  process: ["submitted"],
  cancel: ["draft", "submitted"],
  receipt: ["submitted", "processing", "sent", "partially_received"],
};

const REFUSAL: Record<PurchaseOrderAction, string> = {
  update: "Pembelian hanya dapat diubah selama masih draft",
  submit: "Hanya pembelian draft yang dapat dikirim ke supplier",
  process: "Hanya pembelian yang sudah dikirim ke supplier yang dapat diproses",
  cancel: "Pembelian hanya dapat dibatalkan selama draft atau belum diproses supplier",
  receipt: "Pembelian ini tidak sedang menunggu barang",
};

export function canRun(action: PurchaseOrderAction, from: PurchaseOrderStatus): boolean {
  return ALLOWED_FROM[action].includes(from);
}

/** 409 naming the current state when `action` is not legal from `from`. */
export function assertPurchaseOrderTransition(
  action: PurchaseOrderAction,
  from: PurchaseOrderStatus,
): void {
  if (!canRun(action, from))
    throw AppError.conflict(
      `${REFUSAL[action]} (status sekarang: ${PURCHASE_ORDER_STATUS_LABEL[from]})`,
    );
}
