// The commission plan's limits, labels and messages without zod (safe for a browser module's
// static imports); the zod schema is ./commission.ts.

export const PAYOUT_METHODS = ["saldo", "bank_transfer"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_METHOD_LABEL: Record<PayoutMethod, string> = {
  saldo: "Dikreditkan ke saldo",
  bank_transfer: "Daftar transfer bank",
};

export const PLAN_LEVELS_MAX = 10;
export const PLAN_LEVELS_REQUIRED = "Minimal satu level";
export const PLAN_LEVELS_TOO_MANY = `Maksimal ${PLAN_LEVELS_MAX} level`;
export const NO_COMMISSION_PLAN = "Rencana komisi belum diatur";

/** Percent with up to two decimals <-> basis points (1 % = 100). */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
export const basisPointsToPercent = (bp: number) => bp / 100;
