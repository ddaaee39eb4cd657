// Labels and constants of disputes without zod, so screens that only show them do not load the
// validation library (docs/browser-performance.md). lib/schemas re-exports them for the server.
export const DISPUTE_KINDS = ["wrong_amount", "goods_missing"] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export const DISPUTE_KIND_LABEL: Record<DisputeKind, string> = {
  wrong_amount: "Jumlah Tidak Sesuai",
  goods_missing: "Barang Kurang",
};

export const DISPUTE_STATUSES = ["open", "resolved", "rejected"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABEL: Record<DisputeStatus, string> = {
  open: "Menunggu",
  resolved: "Selesai",
  rejected: "Ditolak",
};

/** Images per dispute and the size of one image. */
export const DISPUTE_MAX_IMAGES = 5;
export const DISPUTE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const DISPUTE_CREATED = "Dispute berhasil dikirim";
export const DISPUTE_RESOLVED = "Dispute berhasil diselesaikan";
