// Labels and constants of payments without zod, so screens that only show them do not load the
// validation library (docs/browser-performance.md). lib/schemas re-exports them for the server.
export const PAYMENT_STATUSES = ["pending", "verified", "cancelled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: "Menunggu Verifikasi",
  verified: "Terverifikasi",
  cancelled: "Dibatalkan",
};

export const PAYMENT_SUCCESS_MESSAGE = "Pembayaran Berhasil";
export const PAYMENT_MAX_METHODS = 10;
