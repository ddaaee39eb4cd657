// The state history of a purchase order (who, when, from, to) in the shared
// document_status_histories table, written in the same transaction as the transition.
// Same table and row shape as the stock movements' writer (server/stock/movements/history.ts),
// whose parameter type admits only stock-movement rows; see docs/purchasing.md.
import type { DbClient } from "@/server/auth/db-client";
import type { PurchaseOrderStatus } from "@/lib/schemas/purchasing";

export const PURCHASE_ORDER_DOCUMENT_TYPE = "purchase-orders";

export async function recordPurchaseOrderTransition(
  db: DbClient,
  row: {
    purchaseOrderId: string;
    from: PurchaseOrderStatus | null;
    to: PurchaseOrderStatus;
    action: string;
    userId: string | null;
    note?: string | null;
  },
): Promise<void> {
  await db.documentStatusHistory.create({
    data: {
      documentType: PURCHASE_ORDER_DOCUMENT_TYPE,
      documentId: row.purchaseOrderId,
      fromStatus: row.from,
      toStatus: row.to,
      action: row.action,
      userId: row.userId,
      note: row.note ?? null,
    },
  });
}
