// The state history of an order (who, when, from, to, reason) in the shared
// document_status_histories table, written in the same transaction as the change. A soft
// delete is recorded as the action "delete" to the pseudo-state "deleted". Once a released
// order's goods move, its rows name its delivery states (sent, partially_received, completed:
// followDocumentDelivery in server/stock/movements).
import { recordStatusChange } from "@/server/history/document-history";
import type { DbClient } from "@/server/auth/db-client";
import type { OrderDeliveryStatus, OrderStatus } from "@/lib/schemas/orders";

export const ORDER_DOCUMENT_TYPE = "orders";

export async function recordOrderTransition(
  db: DbClient,
  row: {
    orderId: string;
    /** The state shown: its own, or its delivery state once released goods moved. */
    from: OrderStatus | OrderDeliveryStatus | null;
    to: OrderStatus | OrderDeliveryStatus | "deleted";
    action: string;
    userId: string | null;
    note?: string | null;
  },
): Promise<void> {
  await recordStatusChange(db, ORDER_DOCUMENT_TYPE, row.orderId, row);
}
