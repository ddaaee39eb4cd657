// Labels and constants of returs without zod (docs/returns.md), for screens that only show them.
export const RETUR_STATUS_LABEL = {
  draft: "Menunggu Validasi",
  validated: "Tervalidasi",
  shipped: "Dikirim",
  received: "Diterima",
  priced: "Saldo Dikreditkan",
  cancelled: "Dibatalkan",
} as const;

export type ReturStatus = keyof typeof RETUR_STATUS_LABEL;
export const RETUR_STATUSES = Object.keys(RETUR_STATUS_LABEL) as ReturStatus[];

export const RETUR_KIND_LABEL = {
  stockist: "Retur dari Stockist",
  stockist_center: "Retur dari Stockist Center",
  kantor_pelayanan: "Retur dari Kantor Pelayanan",
  supplier: "Retur ke Supplier",
} as const;

export type ReturKind = keyof typeof RETUR_KIND_LABEL;
export const RETUR_KINDS = Object.keys(RETUR_KIND_LABEL) as ReturKind[];

export const RETUR_MAX_LINES = 200;
export const RETUR_MAX_QUANTITY = 1_000_000;
export const RETUR_MAX_PRICE = 1_000_000_000;
