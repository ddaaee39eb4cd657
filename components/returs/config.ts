// The retur screens (SPEC §2, docs/returns.md): ONE list, form and detail driven by a typed config
// per route. A screen is a kind (who returns) seen from a side: Penjualan (writes on a branch's
// behalf, validates, prices), pricing (Validasi Saldo Retur), the receiver (Gudang's penerimaan,
// the supplier's), or the returning office (its pengiriman / retur lists; Gudang for a supplier
// return). Links come from lib/retur-routes.ts.
import { returListPath, type ReturSide } from "@/lib/retur-routes";
import {
  RETUR_KIND_LABEL,
  RETUR_STATUS_LABEL,
  type ReturKind,
  type ReturStatus,
} from "@/lib/labels/returs";

export interface ReturScreen {
  kind: ReturKind;
  side: ReturSide;
  title: string;
  description: string;
  /** The list route; details live at `${detailBase}/{id}`. */
  basePath: string;
  detailBase: string;
  /** The form route (null: this screen writes no retur). */
  createPath: string | null;
  /** The states the list offers (its default filter when `defaultStatuses` is set). */
  statuses: readonly ReturStatus[];
  defaultStatuses?: readonly ReturStatus[];
  /** Show the "Buat Retur" button of the list. */
  writes: boolean;
}

const ALL: readonly ReturStatus[] = Object.keys(RETUR_STATUS_LABEL) as ReturStatus[];
const ARRIVING: readonly ReturStatus[] = ["shipped", "received", "priced"];

function penjualan(kind: ReturKind): ReturScreen {
  const base = returListPath("penjualan", kind) ?? "";
  return {
    kind,
    side: "penjualan",
    title: RETUR_KIND_LABEL[kind],
    description:
      kind === "supplier"
        ? "Retur barang rusak atau tidak layak dari Pusat ke supplier."
        : "Retur barang dari kantor cabang ke Pusat: validasi, penerimaan dan harga retur.",
    basePath: base,
    detailBase: `${base}/tambah-retur`,
    createPath: `${base}/tambah-retur`,
    statuses: ALL,
    writes: true,
  };
}

function pricing(kind: "stockist" | "stockist_center"): ReturScreen {
  const base = returListPath("pricing", kind) ?? "";
  return {
    kind,
    side: "pricing",
    title: `Validasi Saldo ${RETUR_KIND_LABEL[kind]}`,
    description: "Retur yang sudah diterima: tetapkan harga per barang dan kreditkan saldonya.",
    basePath: base,
    detailBase: base,
    createPath: null,
    statuses: ["received", "priced"],
    defaultStatuses: ["received"],
    writes: false,
  };
}

function receiver(kind: ReturKind): ReturScreen {
  const base = returListPath("receiver", kind) ?? "";
  return {
    kind,
    side: "receiver",
    title: kind === "supplier" ? "Penerimaan Retur dari Pusat" : `Penerimaan ${RETUR_KIND_LABEL[kind]}`,
    description: "Barang retur yang dikirim ke gudang ini: terima seluruhnya atau sebagian.",
    basePath: base,
    detailBase: base,
    createPath: null,
    statuses: ARRIVING,
    writes: false,
  };
}

function origin(kind: ReturKind, title: string, base = returListPath("origin", kind) ?? ""): ReturScreen {
  return {
    kind,
    side: "origin",
    title,
    description: "Retur yang dikirim ke tujuannya: kemas, kirim dan lacak sampai diberi harga.",
    basePath: base,
    detailBase: base,
    createPath: kind === "supplier" ? null : `${base}/tambah-retur`,
    statuses: ALL,
    writes: kind !== "supplier",
  };
}

export const RETUR_SCREENS = {
  "penjualan-stockist": penjualan("stockist"),
  "penjualan-stockist-center": penjualan("stockist_center"),
  "penjualan-kantor-pelayanan": penjualan("kantor_pelayanan"),
  "penjualan-supplier": penjualan("supplier"),
  "pricing-stockist": pricing("stockist"),
  "pricing-stockist-center": pricing("stockist_center"),
  "gudang-penerimaan-stockist": receiver("stockist"),
  "gudang-penerimaan-stockist-center": receiver("stockist_center"),
  "gudang-penerimaan-kantor-pelayanan": receiver("kantor_pelayanan"),
  "gudang-retur-ke-supplier": origin("supplier", "Retur ke Supplier"),
  "gudang-barang-ke-supplier": {
    ...origin("supplier", "Barang ke Supplier", "/gudang/pengeluaran/barang-ke-supplier"),
    detailBase: "/gudang/pengiriman/retur-ke-supplier",
    description: "Barang yang keluar dari gudang Pusat ke supplier (retur ke supplier).",
    statuses: ["validated", ...ARRIVING],
  },
  "supplier-penerimaan-retur": receiver("supplier"),
  "stockist-retur-ke-pusat": origin("stockist", "Retur ke Pusat"),
  "sc-retur-ke-pusat": origin("stockist_center", "Retur ke Pusat"),
  "kp-pengiriman-retur-ke-pusat": {
    ...origin("kantor_pelayanan", "Pengiriman Retur ke Pusat"),
    detailBase: "/kantor-pelayanan/retur/pusat/tambah-retur",
    createPath: "/kantor-pelayanan/retur/pusat/tambah-retur",
    statuses: ["validated", ...ARRIVING],
  },
  "kp-pengeluaran-retur": {
    ...origin("kantor_pelayanan", "Pengeluaran Retur", "/kantor-pelayanan/pengeluaran/retur"),
    detailBase: "/kantor-pelayanan/retur/pusat/tambah-retur",
    createPath: "/kantor-pelayanan/retur/pusat/tambah-retur",
    description: "Retur yang sudah divalidasi dan menunggu dikemas dan dikirim ke Pusat.",
    statuses: ["validated"],
    defaultStatuses: ["validated"],
  },
  "kp-retur-pusat": {
    ...origin("kantor_pelayanan", "Retur ke Pusat", "/kantor-pelayanan/retur/pusat"),
    detailBase: "/kantor-pelayanan/retur/pusat/tambah-retur",
    createPath: "/kantor-pelayanan/retur/pusat/tambah-retur",
  },
} satisfies Record<string, ReturScreen>;

export type ReturScreenKey = keyof typeof RETUR_SCREENS;

export interface ReturAttributes {
  code: string;
  kind: ReturKind;
  kind_label: string;
  status: ReturStatus;
  status_label: string;
  retur_date: string;
  delivery_method: "dikirim" | "diambil";
  total_quantity: number;
  total_price: number;
  description: string | null;
  origin_office_id: string;
  origin_office_code: string | null;
  origin_office_name: string | null;
  origin_warehouse_name: string | null;
  destination_office_id: string;
  destination_office_code: string | null;
  destination_office_name: string | null;
  destination_warehouse_name: string | null;
  balance_trx_id: string | null;
  validated_at: string | null;
  shipped_at: string | null;
  received_at: string | null;
  priced_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  createdAt: string;
}

export interface ReturDetailAttributes {
  retur_id: string;
  product_id: string;
  product_code: string | null;
  product_name: string | null;
  quantity: number;
  received_quantity: number;
  default_price: number;
  price: number;
  total_price: number;
  reason: string | null;
}

export interface ReturShipmentAttributes {
  code: string;
  status: string;
  status_label: string;
  is_susulan: boolean;
  delivery_method: "dikirim" | "diambil";
  tracking_number: string | null;
  sent_at: string | null;
  received_at: string | null;
  is_complete: boolean;
}

export const returStatusLabel = (s: string): string =>
  (RETUR_STATUS_LABEL as Record<string, string>)[s] ?? s;

export const RETUR_STATUS_COLOR: Record<ReturStatus, "gray" | "blue" | "yellow" | "green" | "red"> =
  {
    draft: "gray",
    validated: "blue",
    shipped: "yellow",
    received: "yellow",
    priced: "green",
    cancelled: "red",
  };
