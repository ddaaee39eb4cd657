// The money reports of the Kasir (SPEC §2 Kasir laporan-*, data; §3 report aggregates; §7 office
// actions), shared by the server (server/money-reports/) and the ONE report screen
// (components/money-reports/report-screen.tsx). A report is a key, a title, its columns and its
// totals; the SQL lives on the server. docs/money.md "Reports".

export const MONEY_REPORT_KEYS = [
  "daily",
  "global",
  "per-office",
  "gl",
  "revenue",
  "data",
  "order-payments",
] as const;
export type MoneyReportKey = (typeof MONEY_REPORT_KEYS)[number];

export type MoneyColumnKind = "text" | "date" | "money" | "number";

export interface MoneyColumn {
  key: string;
  header: string;
  kind: MoneyColumnKind;
  /** Width in characters (XLSX) and relative width (PDF). */
  width: number;
}

export interface MoneyTotal {
  key: string;
  label: string;
  kind: "money" | "number";
  /** The column this total sums (its cell in the totals row of the screen and the files). */
  column?: string;
}

export interface MoneyReportDef {
  key: MoneyReportKey;
  title: string;
  /** File name stem of the exports. */
  file: string;
  columns: MoneyColumn[];
  totals: MoneyTotal[];
  /** Default date range when none is given: the Jakarta day, or the Jakarta month so far. */
  defaultRange: "today" | "month";
  /**
   * A report of receipts: it counts the payments one office received (the seller of the paid
   * order), `filter[receiver_office_id]`, by default the reader's own office; `filter[office_id]`
   * then narrows it to one payer.
   */
  byReceiver?: boolean;
}

const col = (key: string, header: string, kind: MoneyColumnKind, width = 16): MoneyColumn => ({
  key,
  header,
  kind,
  width,
});
const money = (key: string, label: string, column?: string): MoneyTotal => ({
  key,
  label,
  kind: "money",
  column,
});
const count = (key: string, label: string, column?: string): MoneyTotal => ({
  key,
  label,
  kind: "number",
  column,
});

export const MONEY_REPORTS: Record<MoneyReportKey, MoneyReportDef> = {
  daily: {
    key: "daily",
    title: "Laporan Harian",
    file: "laporan-harian",
    defaultRange: "today",
    byReceiver: true,
    columns: [
      col("date", "Tanggal", "date", 12),
      col("method_name", "Metode Pembayaran", "text", 20),
      col("bank_name", "Bank", "text", 20),
      col("account_number", "No. Rekening", "text", 18),
      col("transaction_count", "Jumlah Transaksi", "number", 14),
      col("amount", "Total", "money", 18),
    ],
    totals: [
      money("total_payment_amount", "Total Pembayaran", "amount"),
      count("total_transactions", "Jumlah Transaksi", "transaction_count"),
    ],
  },
  global: {
    key: "global",
    title: "Laporan Keuangan Global",
    file: "laporan-keuangan-global",
    defaultRange: "month",
    columns: [
      col("date", "Tanggal", "date", 12),
      col("order_count", "Jumlah Order", "number", 12),
      col("order_final_price", "Total Order", "money", 18),
      col("payment_count", "Jumlah Pembayaran", "number", 14),
      col("payment_amount", "Pembayaran Order", "money", 18),
      col("bundle_payment_amount", "Pembayaran Laporan", "money", 18),
      col("grand_total_payment_amount", "Total Diterima", "money", 18),
    ],
    totals: [
      money("total_order_final_price", "Total Order", "order_final_price"),
      money("total_payment_amount", "Total Pembayaran Order", "payment_amount"),
      money("total_bundle_payment_amount", "Total Pembayaran Laporan", "bundle_payment_amount"),
      money("grand_total_payment_amount", "Grand Total Pembayaran", "grand_total_payment_amount"),
      money("total_office_balance", "Total Saldo Kantor"),
    ],
  },
  "per-office": {
    key: "per-office",
    title: "Laporan Keuangan per Stockist",
    file: "laporan-keuangan-per-stockist",
    defaultRange: "month",
    columns: [
      col("office_code", "Kode", "text", 14),
      col("office_name", "Nama Kantor", "text", 28),
      col("order_count", "Jumlah Order", "number", 12),
      col("order_final_price", "Total Order", "money", 18),
      col("payment_amount", "Total Pembayaran", "money", 18),
      col("remaining_amount", "Sisa Tagihan", "money", 18),
      col("office_balance", "Saldo", "money", 18),
    ],
    totals: [
      money("total_order_final_price", "Total Order", "order_final_price"),
      money("total_payment_amount", "Total Pembayaran", "payment_amount"),
      money("total_remaining_amount", "Total Sisa Tagihan", "remaining_amount"),
      money("total_office_balance", "Total Saldo", "office_balance"),
    ],
  },
  gl: {
    key: "gl",
    title: "Laporan GL",
    file: "laporan-gl",
    defaultRange: "month",
    columns: [
      col("date", "Tanggal", "date", 12),
      col("reference", "No. Bukti", "text", 22),
      col("account_code", "Akun", "text", 10),
      col("account_name", "Nama Akun", "text", 24),
      col("office_code", "Kantor", "text", 12),
      col("description", "Keterangan", "text", 30),
      col("debit", "Debit", "money", 16),
      col("credit", "Kredit", "money", 16),
    ],
    totals: [
      money("total_debit", "Total Debit", "debit"),
      money("total_credit", "Total Kredit", "credit"),
    ],
  },
  revenue: {
    key: "revenue",
    title: "Omzet Kantor",
    file: "omzet-kantor",
    defaultRange: "month",
    columns: [
      col("office_code", "Kode", "text", 14),
      col("office_name", "Nama Kantor", "text", 28),
      col("order_count", "Jumlah Order", "number", 12),
      col("order_final_price", "Omzet", "money", 18),
      col("total_point", "Total Poin", "number", 12),
      col("payment_amount", "Pembayaran Diterima", "money", 18),
    ],
    totals: [
      money("total_order_final_price", "Total Omzet", "order_final_price"),
      count("total_point", "Total Poin", "total_point"),
      money("total_payment_amount", "Total Pembayaran Diterima", "payment_amount"),
    ],
  },
  data: {
    key: "data",
    title: "Data Pembayaran",
    file: "data-pembayaran",
    defaultRange: "month",
    byReceiver: true,
    columns: [
      col("date", "Tanggal", "date", 12),
      col("code", "Kode", "text", 20),
      col("office_code", "Kantor", "text", 12),
      col("office_name", "Nama Kantor", "text", 24),
      col("order_code", "Order", "text", 20),
      col("methods", "Metode", "text", 20),
      col("status", "Status", "text", 12),
      col("amount", "Jumlah", "money", 16),
    ],
    totals: [
      money("total_payment_amount", "Total Pembayaran", "amount"),
      count("total_payments", "Jumlah Pembayaran"),
    ],
  },
  "order-payments": {
    key: "order-payments",
    title: "Laporan Pembayaran Order",
    file: "laporan-pembayaran-order",
    defaultRange: "month",
    columns: [
      col("date", "Tanggal", "date", 12),
      col("code", "Kode", "text", 20),
      col("seller_code", "Penjual", "text", 12),
      col("status", "Status", "text", 14),
      col("order_final_price", "Total", "money", 16),
      col("payment_amount", "Dibayar", "money", 16),
      col("remaining_amount", "Sisa", "money", 16),
    ],
    totals: [
      money("total_order_final_price", "Total Order", "order_final_price"),
      money("total_payment_amount", "Total Dibayar", "payment_amount"),
      money("total_remaining_amount", "Total Sisa", "remaining_amount"),
      money("total_office_balance", "Saldo Kantor"),
    ],
  },
};

export function isMoneyReportKey(v: string): v is MoneyReportKey {
  return (MONEY_REPORT_KEYS as readonly string[]).includes(v);
}

/** The longest date range a report takes (days, inclusive). */
export const MONEY_REPORT_MAX_DAYS = 366;
