// Constants of stock without zod, so screens that only show them do not load the validation
// library (docs/browser-performance.md). lib/schemas/stock re-exports them for the server.

/** Batches expiring within this many days count as 'segera kedaluwarsa'. */
export const BATCH_EXPIRING_DAYS = 90;

/** The states of a stock movement as screens name them (server/stock/movements/machine.ts). */
export const MOVEMENT_STATUS_LABEL = {
  draft: "Menunggu Dikemas",
  packed: "Sudah Dikemas",
  sent: "Dikirim",
  partially_received: "Diterima Sebagian",
  received: "Diterima",
  cancelled: "Dibatalkan",
} as const;

/**
 * How units in transit are settled (docs/stock-movements.md "Goods in transit"), as screens
 * name them. returned / susulan / lost: posted by the sender; damaged: by the receiver.
 */
export const SETTLEMENT_OUTCOME_LABEL = {
  returned: "Kembali ke stok pengirim",
  susulan: "Dikirim susulan",
  lost: "Hilang dalam perjalanan",
  damaged: "Rusak saat diterima",
} as const;
export type SettlementOutcome = keyof typeof SETTLEMENT_OUTCOME_LABEL;
