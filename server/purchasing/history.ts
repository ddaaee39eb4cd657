// The state history of a purchase order (who, when, from, to) in the shared
// document_status_histories table, written in the same transaction as the transition.
// The row is written by the shared recordStatusChange (server/history/document-history.ts);
// see docs/purchasing.md.
import { recordStatusChange } from "@/server/history/document-history";
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
  await recordStatusChange(db, PURCHASE_ORDER_DOCUMENT_TYPE, row.purchaseOrderId, row);
}
