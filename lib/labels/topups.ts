// Labels and constants of balance top-ups without zod, so screens that only show them do not load the
// validation library (docs/browser-performance.md). lib/schemas re-exports them for the server.
import { formatRupiah } from "@/lib/format";
/** Top-up types by office category (codes of the seeded topup_types). */
export const TOPUP_TYPES_BY_CATEGORY: Record<number, readonly TopupKind[]> = {
  4: ["saldo_stockist"],
  3: ["restock_sc", "sisa_pembayaran_sc", "deposit_sc"],
};

export type TopupKind = "saldo_stockist" | "restock_sc" | "sisa_pembayaran_sc" | "deposit_sc";

/**
 * Who may create a top-up of each kind (docs/money.md "Balances"): the Kasir records saldo
 * top-ups ('offices.topup'), Penjualan the SC deposit ('offices.topup-deposit').
 */
export const TOPUP_CREATE_PERMISSION: Record<TopupKind, string> = {
  saldo_stockist: "offices.topup",
  restock_sc: "offices.topup",
  sisa_pembayaran_sc: "offices.topup",
  deposit_sc: "offices.topup-deposit",
};

/**
 * The deposit an SC gets for a deposit top-up: amount x sc_deposit_multiplier (a decimal setup
 * value such as "3" or "2.5"), in exact integer arithmetic, rounded down to whole rupiah.
 * null when the multiplier is not a positive decimal.
 */
export function depositCredit(amount: bigint, multiplier: string): bigint | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{1,4}))?\s*$/.exec(multiplier);
  if (!m) return null;
  const frac = (m[2] ?? "").padEnd(4, "0");
  const scaled = BigInt(m[1] ?? "0") * 10000n + BigInt(frac);
  if (scaled <= 0n) return null;
  return (amount * scaled) / 10000n;
}

export const TOPUP_TYPE_LABEL: Record<string, string> = {
  saldo_stockist: "Saldo Stockist",
  restock_sc: "Saldo Restock SC",
  sisa_pembayaran_sc: "Sisa Pembayaran SC",
  deposit_sc: "Deposit SC",
};

export const TOPUP_STATUS_LABEL: Record<string, string> = {
  pending: "Menunggu Approval",
  approved: "Diapprove",
  rejected: "Ditolak",
};

/**
 * The Setup key holding the smallest amount of a top-up kind (docs/money.md "Minimums"): a
 * stockist's saldo top-up and an SC's deposit. The SC's restock and remaining-payment saldo
 * top-ups have none (they settle what the SC owes, whatever it is).
 */
export const TOPUP_MIN_SETUP_KEY: Partial<Record<TopupKind, string>> = {
  saldo_stockist: "min_topup_stockist",
  deposit_sc: "min_topup_deposit_sc",
};

/** A minimum as the setup stores it ("1000000"): a positive whole rupiah, else no minimum. */
export function parseTopupMinimum(value: string | null | undefined): number | null {
  const m = /^\s*(\d{1,15})\s*$/.exec(value ?? "");
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The message of an amount below the minimum, at the amount field (server and form alike). */
export function topupMinimumMessage(minimum: number): string {
  return `Minimal topup ${formatRupiah(minimum)}`;
}
