// Labels and constants of purchase orders without zod, so screens that only show them do not load the
// validation library (docs/browser-performance.md). lib/schemas re-exports them for the server.
export const PURCHASE_ORDER_STATUS_LABEL = {
  draft: "Draft",
  submitted: "Dikirim ke Supplier",
  processing: "Diproses Supplier",
  sent: "Dikirim Supplier",
  partially_received: "Diterima Sebagian",
  received: "Diterima",
  cancelled: "Dibatalkan",
} as const;

export type PurchaseOrderStatus = keyof typeof PURCHASE_ORDER_STATUS_LABEL;
