// The top-up screens (SPEC §2 Kasir /topup/*, /pembayaran/topup-saldo-deposit-sc; Penjualan
// /topup/deposit-sc; docs/money.md "Balances") as typed configs: one list component and one form
// read them; they differ by the kind of top-up, the area, the office category and whether the
// screen creates top-ups ('/tambah') or only decides them.
import { OFFICE_CATEGORY_IDS as OFFICE_CATEGORY } from "@/lib/office-categories";
import type { TopupKind } from "@/lib/labels/topups";

export interface TopupScreen {
  title: string;
  description: string;
  kind: TopupKind;
  /** The area the page belongs to (requireArea). */
  area: "/kasir" | "/penjualan";
  basePath: string;
  /** The '/tambah' route; null on a screen that only approves (the Kasir's deposit screen). */
  createPath: string | null;
  createLabel: string;
  /** The office category topped up (the picker lists only these). */
  officeCategoryId: number;
  officeLabel: string;
}

export const TOPUP_SCREENS = {
  "kasir-saldo-stockist": {
    title: "Topup Saldo Stockist",
    description: "Topup saldo stockist; saldo bertambah setelah diapprove pengguna lain.",
    kind: "saldo_stockist",
    area: "/kasir",
    basePath: "/kasir/topup/saldo-stockist",
    createPath: "/kasir/topup/saldo-stockist/tambah",
    createLabel: "Tambah Topup Saldo Stockist",
    officeCategoryId: OFFICE_CATEGORY.STOCKIST,
    officeLabel: "Stockist",
  },
  "kasir-saldo-restock-sc": {
    title: "Topup Saldo Restock SC",
    description: "Topup saldo restock Stockist Center; saldo bertambah setelah diapprove.",
    kind: "restock_sc",
    area: "/kasir",
    basePath: "/kasir/topup/saldo-restock-sc",
    createPath: "/kasir/topup/saldo-restock-sc/tambah",
    createLabel: "Tambah Topup Saldo Restock SC",
    officeCategoryId: OFFICE_CATEGORY.STOCKIST_CENTER,
    officeLabel: "Stockist Center",
  },
  "kasir-saldo-sisa-pembayaran-sc": {
    title: "Topup Saldo Sisa Pembayaran SC",
    description: "Sisa pembayaran Stockist Center sebagai saldo; bertambah setelah diapprove.",
    kind: "sisa_pembayaran_sc",
    area: "/kasir",
    basePath: "/kasir/topup/saldo-sisa-pembayaran-sc",
    createPath: "/kasir/topup/saldo-sisa-pembayaran-sc/tambah",
    createLabel: "Tambah Topup Saldo Sisa Pembayaran SC",
    officeCategoryId: OFFICE_CATEGORY.STOCKIST_CENTER,
    officeLabel: "Stockist Center",
  },
  "kasir-deposit-sc": {
    title: "Topup Saldo Deposit SC",
    description: "Topup deposit SC dari Penjualan yang menunggu approval kasir.",
    kind: "deposit_sc",
    area: "/kasir",
    basePath: "/kasir/pembayaran/topup-saldo-deposit-sc",
    createPath: null,
    createLabel: "",
    officeCategoryId: OFFICE_CATEGORY.STOCKIST_CENTER,
    officeLabel: "Stockist Center",
  },
  "penjualan-deposit-sc": {
    title: "Topup Deposit SC",
    description: "Deposit Stockist Center: jumlah bayar dikali pengali deposit, diapprove kasir.",
    kind: "deposit_sc",
    area: "/penjualan",
    basePath: "/penjualan/topup/deposit-sc",
    createPath: "/penjualan/topup/deposit-sc/tambah",
    createLabel: "Tambah Topup Deposit SC",
    officeCategoryId: OFFICE_CATEGORY.STOCKIST_CENTER,
    officeLabel: "Stockist Center",
  },
} as const satisfies Record<string, TopupScreen>;

export type TopupScreenKey = keyof typeof TOPUP_SCREENS;

/** Attributes of a top-up as these screens read them (server/payments/resources.ts `topups`). */
export interface TopupRowAttributes {
  code: string;
  amount: number;
  credit_amount: number;
  multiplier: string | null;
  status: "pending" | "approved" | "rejected";
  office_id: string;
  office_code: string | null;
  office_name: string | null;
  topup_type: string | null;
  topup_type_name: string | null;
  transfer_date: string | null;
  description: string | null;
  created_by_id: string | null;
  created_by_name: string | null;
  approved_by_name: string | null;
  approved_at: string | null;
  rejected_at: string | null;
  reject_reason: string | null;
  createdAt: string;
}

/** The Kasir's /kasir/topup/{slug} screens (one dynamic route). */
export const KASIR_TOPUP_SLUGS: Partial<Record<string, TopupScreenKey>> = {
  "saldo-stockist": "kasir-saldo-stockist",
  "saldo-restock-sc": "kasir-saldo-restock-sc",
  "saldo-sisa-pembayaran-sc": "kasir-saldo-sisa-pembayaran-sc",
};
