// The bounds of what a person may type, shared by the forms (components/forms) and the API's zod
// schemas (lib/schemas/*), so the browser refuses exactly what the server refuses.

/** Largest amount of money a field holds: one trillion rupiah (prices, bonus values, top-ups). */
export const MONEY_MAX = 1_000_000_000_000;
/** Largest count a field holds (quantities, weights in grams); fits PostgreSQL `integer`. */
export const COUNT_MAX = 1_000_000_000;

/** Earliest birth date accepted (members, spouses, heirs). */
export const BIRTH_DATE_MIN = "1900-01-01";
/** Business dates (promos, periods, transfers, settings) lie in this window. */
export const BUSINESS_DATE_MIN = "2000-01-01";
export const BUSINESS_DATE_MAX = "2099-12-31";

/** What a number field holds: its kind, its bounds, and whether a minus sign is allowed. */
export interface NumberSpec {
  /** `rupiah` and `integer` are whole numbers; `decimal` allows a comma and fraction digits. */
  kind: "rupiah" | "integer" | "decimal";
  min: number;
  max: number;
  /** Largest number of fraction digits (decimal only). */
  fractionDigits?: number;
  /** The message when the value is below `min` (default 'Tidak boleh negatif' for min 0). */
  minMessage?: string;
}

/** Whole rupiah, not negative, at most MONEY_MAX. */
export const MONEY: NumberSpec = { kind: "rupiah", min: 0, max: MONEY_MAX };
/** A top-up: whole rupiah, at least 1. */
export const TOPUP_AMOUNT: NumberSpec = {
  kind: "rupiah",
  min: 1,
  max: MONEY_MAX,
  minMessage: "Jumlah topup harus lebih dari 0",
};
/** A whole count (quantities, grams), not negative. */
export const COUNT: NumberSpec = { kind: "integer", min: 0, max: COUNT_MAX };
