// The Kasir report pages (SPEC §2 Kasir): one entry per route, all rendered by the ONE report
// screen (report-screen.tsx). A page differs from another only by these parameters: which report
// (lib/money-reports.ts), title, the office categories the 'Pilih Kantor' picker offers, filters
// fixed by the page and whether the payment status filter is shown.
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";
import type { MoneyReportKey } from "@/lib/money-reports";
import type { ListQuery } from "@/components/data-table/query";

export interface MoneyReportScreen {
  report: MoneyReportKey;
  title: string;
  description: string;
  officeCategories: number[];
  /** filter[...] the page always sends (e.g. the SC category of 'Omzet SC'). */
  fixedFilters: Record<string, string>;
  statusFilter: boolean;
}

const BRANCHES = [
  OFFICE_CATEGORY_IDS.KANTOR_PELAYANAN,
  OFFICE_CATEGORY_IDS.STOCKIST_CENTER,
  OFFICE_CATEGORY_IDS.STOCKIST,
];

export const MONEY_REPORT_SCREENS = {
  "laporan-harian": {
    report: "daily",
    title: "Laporan Harian",
    description: "Penerimaan kantor per hari, metode pembayaran dan rekening bank.",
    officeCategories: BRANCHES,
    fixedFilters: {},
    statusFilter: false,
  },
  "laporan-keuangan-global": {
    report: "global",
    title: "Laporan Keuangan Global",
    description: "Order, pembayaran order dan pembayaran laporan per hari, dengan saldo kantor.",
    officeCategories: BRANCHES,
    fixedFilters: {},
    statusFilter: false,
  },
  "laporan-keuangan-per-stockist": {
    report: "per-office",
    title: "Laporan Keuangan per Stockist",
    description: "Order, pembayaran, sisa tagihan dan saldo setiap stockist.",
    officeCategories: [OFFICE_CATEGORY_IDS.STOCKIST],
    fixedFilters: {},
    statusFilter: false,
  },
  "laporan-omzet-sc": {
    report: "revenue",
    title: "Laporan Omzet SC",
    description: "Omzet penjualan setiap Stockist Center.",
    officeCategories: [OFFICE_CATEGORY_IDS.STOCKIST_CENTER],
    fixedFilters: { office_category_id: String(OFFICE_CATEGORY_IDS.STOCKIST_CENTER) },
    statusFilter: false,
  },
  data: {
    report: "data",
    title: "Data Pembayaran",
    description: "Pembayaran order yang diterima kantor pada rentang tanggal.",
    officeCategories: BRANCHES,
    fixedFilters: {},
    statusFilter: true,
  },
} as const satisfies Record<string, MoneyReportScreen>;

export type MoneyReportScreenKey = keyof typeof MONEY_REPORT_SCREENS;

/** SPEC §8 failure texts of report screens. */
export const MONEY_REPORT_MESSAGES = {
  load: "Gagal memuat laporan",
  excel: "Gagal export excel",
  pdf: "Gagal export pdf",
} as const;

/** What the reader chose on a report screen; all empty at first. */
export interface MoneyReportChoice {
  from: string;
  to: string;
  period: string;
  officeId: string;
  receiverOfficeId: string;
  status: string;
}

export const NO_CHOICE: MoneyReportChoice = {
  from: "",
  to: "",
  period: "",
  officeId: "",
  receiverOfficeId: "",
  status: "",
};

/**
 * The report's list query for the reader's choice: the screen's DataTable and exports use it, and
 * the page loads its first page with the page (NO_CHOICE, server/jsonapi/prefetch.ts).
 */
export function moneyReportQuery(
  screen: MoneyReportScreenKey,
  choice: MoneyReportChoice = NO_CHOICE,
): ListQuery & { filters: Record<string, string> } {
  const cfg: MoneyReportScreen = MONEY_REPORT_SCREENS[screen];
  return {
    resource: "money-reports",
    pageSize: 25,
    filters: {
      report: cfg.report,
      date_from: choice.from,
      date_to: choice.to,
      period_id: choice.period,
      office_id: choice.officeId,
      receiver_office_id: choice.receiverOfficeId,
      status: cfg.statusFilter ? choice.status : "",
      ...cfg.fixedFilters,
    },
  };
}
