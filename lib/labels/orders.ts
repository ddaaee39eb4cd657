// Labels and constants of orders without zod, so screens that only show them do not load the
// validation library (docs/browser-performance.md). lib/schemas re-exports them for the server.
/** Every order kind (docs/orders.md "Kinds"; cashbill, pbs, point_addition: docs/cash-bills.md). */
export const ORDER_KINDS = [
  "sale",
  "restock",
  "purchase",
  "member_sale",
  "loan",
  "cashbill",
  "pbs",
  "point_addition",
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * Sales to a member that the member may pick up at once: the seller hands the goods over without
 * packing (orders/{id}/-actions/hand-over, docs/orders.md "Shipping", docs/cash-bills.md).
 */
export const HAND_OVER_KINDS: readonly string[] = ["member_sale", "cashbill", "pbs"];

export const ORDER_KIND_LABEL: Record<OrderKind, string> = {
  sale: "Faktur Penjualan",
  restock: "Restock",
  purchase: "Order Barang",
  member_sale: "Penjualan ke Mitra Usaha",
  loan: "Pinjaman Barang",
  cashbill: "Cash Bill",
  pbs: "Penjualan PBS",
  point_addition: "Tambah Poin",
};

export const ORDER_STATUSES = [
  "draft",
  "submitted",
  "validated",
  "released",
  "warehouse_rejected",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The states a sales report counts by default (docs/orders.md "Reports and exports"): validated
 * by the seller (waiting for payment) or released. A draft is no sale yet; a rejected or cancelled
 * order none any more. `filter[status]` names others to include them.
 */
export const COUNTED_ORDER_STATUSES = [
  "validated",
  "released",
] as const satisfies readonly OrderStatus[];

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  draft: "Draft",
  submitted: "Diajukan",
  validated: "Menunggu Pembayaran",
  released: "Siap Dikirim",
  warehouse_rejected: "Ditolak Gudang",
  cancelled: "Dibatalkan",
};

/**
 * Where an order's goods are (docs/orders.md "Delivery status"), following its shipments:
 * written by followDocumentDelivery (server/stock/movements) at every send, receipt and
 * settlement. `status` stays the commercial state (released = paid or acc-paid).
 */
export const ORDER_DELIVERY_STATUSES = [
  "pending",
  "sent",
  "partially_received",
  "completed",
] as const;
export type OrderDeliveryStatus = (typeof ORDER_DELIVERY_STATUSES)[number];

export const ORDER_DELIVERY_STATUS_LABEL: Record<OrderDeliveryStatus, string> = {
  pending: "Belum Dikirim",
  sent: "Dikirim",
  partially_received: "Diterima Sebagian",
  completed: "Selesai",
};

export const POINT_ADDITION_RECORDED = "Tercatat";

/**
 * The state an order shows (list, detail, `status_label`): a released order's goods once they
 * moved ('Dikirim', 'Diterima Sebagian', 'Selesai'), else its own state ('Siap Dikirim' while
 * released and unsent).
 */
export function orderStatusLabel(
  status: OrderStatus,
  delivery: OrderDeliveryStatus,
  kind?: string,
): string {
  // A point addition waits for no payment: validated is simply recorded (docs/cash-bills.md).
  if (kind === "point_addition" && status === "validated") return POINT_ADDITION_RECORDED;
  return status === "released" && delivery !== "pending"
    ? ORDER_DELIVERY_STATUS_LABEL[delivery]
    : ORDER_STATUS_LABEL[status];
}

/** Labels of every state an order's history names: its own states and its delivery states. */
export const ORDER_HISTORY_LABEL: Readonly<Record<string, string>> = {
  ...ORDER_DELIVERY_STATUS_LABEL,
  ...ORDER_STATUS_LABEL,
};

export const ORDER_MAX_LINES = 200;
export const ORDER_MAX_QUANTITY = 1_000_000;
export const ORDER_DUPLICATE_PRODUCT = "Barang yang sama diisi dua kali";
export const ORDER_DELETED_MESSAGE = "Faktur penjualan berhasil dihapus";
