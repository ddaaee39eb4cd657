// The zod-free part of lib/schemas/stock.ts: limits, messages, number specs and the adjustment's
// body mapping a browser module may import without pulling zod into its page's first-load
// JavaScript (components/forms/lazy-resolver.ts). lib/schemas/stock.ts re-exports all of it, so
// server code imports either.
import type { NumberSpec } from "@/lib/bounds";
import type { TAdjustStockForm, TAdjustStockInput } from "./stock";

/** Largest quantity one adjustment moves (either way). */
export const ADJUST_MAX_QUANTITY = 1_000_000;
export const ADJUST_SUCCESS = "Stok berhasil disesuaikan";
export const ADJUST_FUTURE_DATE = "Tanggal tidak boleh setelah hari ini";

/** The form's quantity: always positive; the direction gives the sign. */
export const ADJUST_QUANTITY: NumberSpec = {
  kind: "integer",
  min: 1,
  max: ADJUST_MAX_QUANTITY,
  minMessage: "Jumlah minimal 1",
};

export const ADJUST_DIRECTION_LABEL = { in: "Tambah (masuk)", out: "Kurangi (keluar)" } as const;

/** The API body attributes of a filled-in form. */
export function adjustmentAttributes(v: TAdjustStockForm): TAdjustStockInput {
  return {
    warehouse_id: v.warehouse_id,
    product_id: v.product_id,
    quantity: v.direction === "out" ? -v.quantity : v.quantity,
    reason: v.reason,
    business_date: v.business_date,
  };
}

/* Batches ------------------------------------------------------------------------------------ */

export const BATCH_CODE_TAKEN = "Kode batch sudah dipakai untuk barang ini";
export const BATCH_EXPIRY_BEFORE_PRODUCTION = "Tanggal kedaluwarsa harus setelah tanggal produksi";
export const BATCH_CREATED = "Batch berhasil ditambahkan";
/** A batch's opening quantity is an adjustment: it needs its reason like 'Tambah Stock'. */
export const BATCH_OPENING_REASON_REQUIRED = "Alasan wajib diisi untuk jumlah awal";
export { BATCH_EXPIRING_DAYS } from "@/lib/labels/stock";

export const BATCH_INITIAL_QUANTITY: NumberSpec = {
  kind: "integer",
  min: 0,
  max: ADJUST_MAX_QUANTITY,
};

/* Pilah stock (classify) ---------------------------------------------------------------------- */

export const CLASSIFY_MAX_QUANTITY = 1_000_000;

/** A quantity to sort into the main or the damaged warehouse (0 allowed). */
export const CLASSIFY_QUANTITY: NumberSpec = {
  kind: "integer",
  min: 0,
  max: CLASSIFY_MAX_QUANTITY,
};

export const CLASSIFY_EMPTY = "Isi jumlah yang dipilah";
