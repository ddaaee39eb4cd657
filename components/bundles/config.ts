// The report screens (SPEC §2 Kasir and Penjualan; docs/money.md "Order and payment bundles") as
// typed configs: ONE list, ONE form and ONE detail component (bundle-list.tsx, bundle-form.tsx,
// bundle-detail.tsx) read these. A screen is either the reporting office's own cashier area
// (`own`: an SC's /kasir/laporan, a KP's /kasir/laporan-kasir-kp, their 'Tambah') or Pusat's
// review of other offices' reports (`review`: validation, payment verification, PBS reports).
import { OFFICE_CATEGORY_IDS as CAT } from "@/lib/office-categories";
import type { BundleKind } from "@/lib/labels/bundles";

export interface BundleScreen {
  /** `own`: the office's own reports; `review`: Pusat's view of the offices of `categories`. */
  mode: "own" | "review";
  kind: BundleKind | null;
  /** The area root `requireArea` checks. */
  area: string;
  title: string;
  description: string;
  basePath: string;
  /** The detail route prefix: `${detailBase}/${id}`. */
  detailBase: string;
  /** 'Tambah' route; null for a list-only screen. */
  createPath: string | null;
  createLabel: string;
  /** The reporting offices' categories (the list filter, Pusat's office picker in the form). */
  categories: readonly number[];
  /** Fixed list filters (e.g. only sent reports on a validation screen). */
  filters: Record<string, string>;
  /** 'Laporan via KP': reports of goods that went via a KP (restock reports of KPs). */
  label: string;
}

export const BUNDLE_SCREENS = {
  "kasir-validasi-sc": {
    mode: "review",
    kind: null,
    area: "/kasir",
    title: "Validasi Laporan Kasir SC",
    description:
      "Laporan kasir Stockist Center yang sudah dikirim: verifikasi pembayaran dan validasi.",
    basePath: "/kasir/validasi/laporan-kasir-sc",
    detailBase: "/kasir/validasi/laporan-kasir-sc",
    createPath: null,
    createLabel: "",
    categories: [CAT.STOCKIST_CENTER],
    filters: { is_submitted: "true" },
    label: "Stockist Center",
  },
  "kasir-validasi-kp": {
    mode: "review",
    kind: null,
    area: "/kasir",
    title: "Validasi Laporan Kasir KP",
    description:
      "Laporan kasir Kantor Pelayanan yang sudah dikirim: verifikasi pembayaran dan validasi.",
    basePath: "/kasir/validasi/laporan-kasir-kp",
    detailBase: "/kasir/validasi/laporan-kasir-kp",
    createPath: null,
    createLabel: "",
    categories: [CAT.KANTOR_PELAYANAN],
    filters: { is_submitted: "true" },
    label: "Kantor Pelayanan",
  },
  "kasir-validasi-pbs": {
    mode: "review",
    kind: "pbs",
    area: "/kasir",
    title: "Validasi Laporan Penjualan PBS",
    description: "Laporan penjualan stockist (PBS) yang sudah dikirim.",
    basePath: "/kasir/validasi/laporan-penjualan-pbs",
    detailBase: "/kasir/validasi/laporan-penjualan-pbs",
    createPath: null,
    createLabel: "",
    categories: [CAT.STOCKIST],
    filters: { is_submitted: "true" },
    label: "Stockist",
  },
  "kasir-pembayaran-sc": {
    mode: "review",
    kind: null,
    area: "/kasir",
    title: "Validasi Laporan SC",
    description: "Laporan Stockist Center yang belum lunas: pembayaran menunggu verifikasi kasir.",
    basePath: "/kasir/pembayaran/laporan-sc",
    detailBase: "/kasir/pembayaran/laporan-sc",
    createPath: null,
    createLabel: "",
    categories: [CAT.STOCKIST_CENTER],
    filters: { is_submitted: "true", is_paid: "false" },
    label: "Stockist Center",
  },
  "kasir-laporan-via-kp": {
    mode: "review",
    kind: "restock",
    area: "/kasir",
    title: "Laporan via KP",
    description: "Laporan restock yang disalurkan lewat Kantor Pelayanan.",
    basePath: "/kasir/laporan-via-kp",
    detailBase: "/kasir/laporan-via-kp",
    createPath: null,
    createLabel: "",
    categories: [CAT.KANTOR_PELAYANAN],
    filters: {},
    label: "Kantor Pelayanan",
  },
  "kasir-laporan": {
    mode: "own",
    kind: "sales",
    area: "/kasir",
    title: "Laporan Kasir",
    description:
      "Laporan penjualan kantor Anda per periode, dikirim ke Pusat beserta pembayarannya.",
    basePath: "/kasir/laporan",
    detailBase: "/kasir/laporan",
    createPath: "/kasir/laporan/tambah-laporan",
    createLabel: "Tambah Laporan",
    categories: [CAT.STOCKIST_CENTER],
    filters: {},
    label: "Kantor",
  },
  "kasir-laporan-restock": {
    mode: "own",
    kind: "restock",
    area: "/kasir",
    title: "Laporan Restock",
    description: "Laporan restock yang dijual kantor Anda per periode.",
    basePath: "/kasir/laporan/restock",
    detailBase: "/kasir/laporan/restock",
    createPath: "/kasir/laporan/restock/tambah-restock",
    createLabel: "Tambah Laporan Restock",
    categories: [CAT.KANTOR_PELAYANAN],
    filters: {},
    label: "Kantor",
  },
  "kasir-laporan-kp": {
    mode: "own",
    kind: "sales",
    area: "/kasir",
    title: "Laporan Kasir KP",
    description: "Laporan penjualan Kantor Pelayanan per periode, dikirim ke Pusat.",
    basePath: "/kasir/laporan-kasir-kp",
    detailBase: "/kasir/laporan-kasir-kp",
    createPath: "/kasir/laporan-kasir-kp/tambah-laporan-penjualan-kp",
    createLabel: "Tambah Laporan Penjualan KP",
    categories: [CAT.KANTOR_PELAYANAN],
    filters: {},
    label: "Kantor",
  },
  "penjualan-validasi-kp": {
    mode: "review",
    kind: null,
    area: "/penjualan",
    title: "Validasi Laporan Penjualan KP",
    description: "Laporan penjualan Kantor Pelayanan yang sudah dikirim.",
    basePath: "/penjualan/validasi/laporan-penjualan-kp",
    detailBase: "/penjualan/validasi/laporan-penjualan-kp",
    createPath: null,
    createLabel: "",
    categories: [CAT.KANTOR_PELAYANAN],
    filters: { is_submitted: "true" },
    label: "Kantor Pelayanan",
  },
  "penjualan-validasi-sc": {
    mode: "review",
    kind: null,
    area: "/penjualan",
    title: "Validasi Laporan Penjualan SC",
    description: "Laporan penjualan Stockist Center yang sudah dikirim.",
    basePath: "/penjualan/validasi/laporan-penjualan-sc",
    detailBase: "/penjualan/validasi/laporan-penjualan-sc",
    createPath: "/penjualan/tambah-laporan-penjualan-sc",
    createLabel: "Tambah Laporan Penjualan SC",
    categories: [CAT.STOCKIST_CENTER],
    filters: { is_submitted: "true" },
    label: "Stockist Center",
  },
  "penjualan-laporan-pbs": {
    mode: "review",
    kind: "pbs",
    area: "/penjualan",
    title: "Laporan Penjualan PBS",
    description: "Laporan penjualan stockist (PBS) di setiap status.",
    basePath: "/penjualan/laporan-penjualan-pbs",
    detailBase: "/penjualan/laporan-penjualan-pbs",
    createPath: null,
    createLabel: "",
    categories: [CAT.STOCKIST],
    filters: {},
    label: "Stockist",
  },
  "kp-laporan": {
    // SPEC §2 KP layout "laporan": the KP's own sales reports in its own area, the same list
    // as its Kasir's; a new report is made on the Kasir form.
    mode: "own",
    kind: "sales",
    area: "/kantor-pelayanan",
    title: "Laporan KP",
    description: "Laporan penjualan Kantor Pelayanan per periode, dikirim ke Pusat.",
    basePath: "/kantor-pelayanan/laporan",
    detailBase: "/kantor-pelayanan/laporan",
    createPath: "/kasir/laporan-kasir-kp/tambah-laporan-penjualan-kp",
    createLabel: "Tambah Laporan Penjualan KP",
    categories: [CAT.KANTOR_PELAYANAN],
    filters: {},
    label: "Kantor",
  },
  "cash-bill-laporan-pbs": {
    // The PBS office's own PBS sales reports (docs/cash-bills.md "PBS"), validated by the Kasir.
    mode: "own",
    kind: "pbs",
    area: "/cash-bill",
    title: "Laporan Penjualan PBS",
    description:
      "Laporan penjualan PBS kantor Anda per periode, dikirim ke Pusat untuk divalidasi.",
    basePath: "/cash-bill/laporan-penjualan-pbs",
    detailBase: "/cash-bill/laporan-penjualan-pbs",
    createPath: "/cash-bill/laporan-penjualan-pbs/tambah",
    createLabel: "Tambah Laporan Penjualan PBS",
    categories: [CAT.STOCKIST, CAT.STOCKIST_CENTER, CAT.KANTOR_PELAYANAN],
    filters: {},
    label: "Kantor",
  },
} as const satisfies Record<string, BundleScreen>;

export type BundleScreenKey = keyof typeof BUNDLE_SCREENS;

/**
 * The list filters of a screen: fixed ones, the kind, and the reporting offices' categories (an
 * office sees only its own reports anyway; Pusat's Kasir sees every office of the categories).
 */
export function bundleScreenFilters(cfg: BundleScreen): Record<string, string> {
  return {
    ...cfg.filters,
    ...(cfg.kind ? { kind: cfg.kind } : {}),
    office_category: cfg.categories.join(","),
  };
}

/** Attributes of an order bundle as these screens read them. */
export interface OrderBundleAttributes {
  code: string;
  kind: string;
  kind_label: string;
  status: string;
  status_label: string;
  is_submitted: boolean;
  is_validated: boolean;
  is_paid: boolean;
  submitted_at: string | null;
  validated_at: string | null;
  paid_at: string | null;
  office_id: string;
  office_code: string | null;
  office_name: string | null;
  period_id: string | null;
  period_name: string | null;
  order_count: number;
  total_price: number;
  total_point: number;
  total_bonus: number;
  paid_amount: number;
  remaining_amount: number;
  description: string | null;
  created_by_id: string | null;
  created_by_name: string | null;
  createdAt: string;
}

export interface PaymentBundleAttributes {
  code: string;
  amount: number;
  status: string;
  status_label: string;
  is_verified: boolean;
  verified_at: string | null;
  payment_date: string;
  order_bundle_id: string;
  order_bundle_code: string | null;
  office_code: string | null;
  payment_method_type_name: string | null;
  bank_name: string | null;
  account_number: string | null;
  reference_number: string | null;
  created_by_id: string | null;
  created_by_name: string | null;
}

export const BUNDLE_STATUS_COLOR: Record<string, "yellow" | "green" | "blue"> = {
  draft: "yellow",
  submitted: "blue",
  validated: "green",
};
