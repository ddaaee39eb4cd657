// The purchasing screens of both sides, as typed configs (ARCHITECTURE §6: one page per kind of
// screen, driven by a config): Pusat's Gudang buys (/gudang/pembelian), the supplier prepares
// what it was sent (/supplier/persiapan-stok). The list and detail components read these.
import { PURCHASE_ORDER_STATUS_LABEL, type PurchaseOrderStatus } from "@/lib/labels/purchasing";

export type PurchasingSide = "buyer" | "supplier";

export interface PurchasingScreen {
  side: PurchasingSide;
  title: string;
  description: string;
  /** The list route; the detail route is `${basePath}/${id}`. */
  basePath: string;
  /** 'Tambah Pembelian' (buyer only). */
  createPath: string | null;
  /** The states the status filter offers (the server hides drafts from suppliers anyway). */
  statuses: readonly PurchaseOrderStatus[];
}

export const PURCHASING_SCREENS = {
  gudang: {
    side: "buyer",
    title: "Pembelian ke Supplier",
    description: "Pesanan pembelian barang dari Pusat ke supplier.",
    basePath: "/gudang/pembelian",
    createPath: "/gudang/pembelian/tambah-pembelian",
    statuses: [
      "draft",
      "submitted",
      "processing",
      "sent",
      "partially_received",
      "received",
      "cancelled",
    ],
  },
  supplier: {
    side: "supplier",
    title: "Persiapan Stok",
    description: "Pesanan pembelian dari Pusat yang perlu disiapkan.",
    basePath: "/supplier/persiapan-stok",
    createPath: null,
    statuses: ["submitted", "processing", "sent", "partially_received", "received", "cancelled"],
  },
} as const satisfies Record<string, PurchasingScreen>;

export type PurchasingScreenKey = keyof typeof PURCHASING_SCREENS;

export const STATUS_COLOR: Record<
  PurchaseOrderStatus,
  "gray" | "blue" | "yellow" | "indigo" | "green" | "red"
> = {
  draft: "gray",
  submitted: "blue",
  processing: "yellow",
  sent: "blue",
  partially_received: "indigo",
  received: "green",
  cancelled: "red",
};

export function statusLabel(status: string): string {
  return Object.hasOwn(PURCHASE_ORDER_STATUS_LABEL, status)
    ? PURCHASE_ORDER_STATUS_LABEL[status as PurchaseOrderStatus]
    : status;
}

/** Attributes of a purchase-orders resource as the screens read them. */
export interface PurchaseOrderAttributes {
  code: string;
  status: PurchaseOrderStatus;
  status_label: string;
  order_date: string;
  expected_date: string | null;
  total_price: number;
  /** What Pusat's priced returns to this supplier are worth (the supplier's retur credit). */
  supplier_retur_credit: number;
  description: string | null;
  supplier_code: string | null;
  supplier_name: string | null;
  office_code: string | null;
  office_name: string | null;
  cancel_reason: string | null;
  submitted_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  createdAt: string;
}

export interface PurchaseOrderDetailAttributes {
  product_id: string;
  product_code: string | null;
  product_name: string | null;
  quantity: number;
  received_quantity: number;
  unit_price: number;
  total_price: number;
}
