// Labels and constants of order bundles (reports) without zod, so screens that only show them do not load the
// validation library (docs/browser-performance.md). lib/schemas re-exports them for the server.
/**
 * What a report covers: `sales` (faktur, order barang, member sales), `restock`, or `pbs` (the
 * PBS sales of a PBS-activated office, docs/cash-bills.md).
 */
export const BUNDLE_KINDS = ["sales", "restock", "pbs"] as const;
export type BundleKind = (typeof BUNDLE_KINDS)[number];
export const BUNDLE_KIND_LABEL: Record<BundleKind, string> = {
  sales: "Laporan Penjualan",
  restock: "Laporan Restock",
  pbs: "Laporan Penjualan PBS",
};

/**
 * The state shown for a bundle, from its flags: draft (being written), submitted (sent to Pusat,
 * waiting for validation), validated. Payment is its own flag (`is_paid`, Lunas).
 */
export const BUNDLE_STATUSES = ["draft", "submitted", "validated"] as const;
export type BundleStatus = (typeof BUNDLE_STATUSES)[number];
export const BUNDLE_STATUS_LABEL: Record<BundleStatus, string> = {
  draft: "Draft",
  submitted: "Menunggu Validasi",
  validated: "Tervalidasi",
};

export const BUNDLE_SENT_MESSAGE = "Laporan Berhasil Dikirimkan";
export const BUNDLE_VALIDATED_MESSAGE = "Laporan berhasil divalidasi";
export const PAYMENT_BUNDLE_VERIFIED_MESSAGE = "Pembayaran laporan berhasil diverifikasi";
export const BUNDLE_MAX_ORDERS = 500;
