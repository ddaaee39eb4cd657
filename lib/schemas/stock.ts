// Input schemas of the stock screens (docs/stock.md), shared by the forms and the API:
// the stock adjustment (POST stocks/-actions/tambah-stock), the batch (POST stock-batches) and
// the classify lines of pilah stock. Their limits, messages and number specs live in
// stock-rules.ts (zod-free, for the browser), re-exported here.
import { z } from "zod";
import {
  REQUIRED,
  UUID_RE,
  zDate,
  zNumberText,
  zOptionalText,
  zRequiredNumberText,
} from "./master";
import {
  ADJUST_MAX_QUANTITY,
  ADJUST_QUANTITY,
  BATCH_EXPIRY_BEFORE_PRODUCTION,
  BATCH_INITIAL_QUANTITY,
  BATCH_OPENING_REASON_REQUIRED,
  CLASSIFY_EMPTY,
  CLASSIFY_QUANTITY,
} from "./stock-rules";

export * from "./stock-rules";

function zRef(label: string) {
  return z.string({ error: REQUIRED }).min(1, REQUIRED).regex(UUID_RE, `${label} tidak valid`);
}

const zReason = z
  .string({ error: "Alasan wajib diisi" })
  .trim()
  .min(1, "Alasan wajib diisi")
  .max(1000, "Maksimal 1000 karakter");

/**
 * POST stocks/-actions/tambah-stock. `quantity` is signed (positive adds, negative removes, never
 * 0); `business_date` (default today, Jakarta) is the day the adjustment belongs to: it must lie
 * in an open period (postStock checks) and not in the future (checked by the server against its
 * own clock).
 */
export const ZAdjustStockInput = z.strictObject({
  warehouse_id: zRef("Gudang"),
  product_id: zRef("Produk"),
  quantity: z
    .number({ error: "Jumlah harus berupa angka" })
    .int("Jumlah harus bilangan bulat")
    .min(-ADJUST_MAX_QUANTITY, "Jumlah terlalu besar")
    .max(ADJUST_MAX_QUANTITY, "Jumlah terlalu besar")
    .refine((n) => n !== 0, "Jumlah tidak boleh 0"),
  reason: zReason,
  business_date: zDate().optional(),
});
export type TAdjustStockInput = z.infer<typeof ZAdjustStockInput>;

/** The Tambah Stock form: the API's fields, with direction + positive quantity instead of a sign. */
export const ZAdjustStockForm = z.strictObject({
  warehouse_id: zRef("Gudang"),
  product_id: zRef("Produk"),
  direction: z.enum(["in", "out"], { error: REQUIRED }),
  quantity: zRequiredNumberText(ADJUST_QUANTITY),
  reason: zReason,
  business_date: zDate(),
});
export type TAdjustStockForm = z.infer<typeof ZAdjustStockForm>;

/* Batches ------------------------------------------------------------------------------------ */

/**
 * POST stock-batches: a lot of one product in one of the caller's warehouses. `quantity` (optional,
 * default 0) is the goods already on hand in that lot, posted into the stock through the ledger.
 */
export const ZCreateBatchInput = z
  .strictObject({
    code: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(64, "Maksimal 64 karakter")
      .regex(/^[A-Za-z0-9._/-]+$/, "Kode hanya huruf, angka, titik, garis miring atau strip"),
    production_date: zDate(),
    expired_at: zDate(),
    description: zOptionalText(1000),
    /** Empty (null) or left out: 0. More than 0 is an adjustment: stocks.adjust and a reason. */
    quantity: zNumberText(BATCH_INITIAL_QUANTITY).optional(),
    /** Why goods of this lot are already on hand (the opening ledger row's description). */
    reason: zOptionalText(1000),
    warehouse: zRef("Gudang"),
    product: zRef("Barang"),
  })
  .superRefine((v, ctx) => {
    if (v.production_date && v.expired_at && v.expired_at <= v.production_date)
      ctx.addIssue({
        code: "custom",
        path: ["expired_at"],
        message: BATCH_EXPIRY_BEFORE_PRODUCTION,
      });
    if ((v.quantity ?? 0) > 0 && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: BATCH_OPENING_REASON_REQUIRED });
  });
export type TCreateBatchInput = z.infer<typeof ZCreateBatchInput>;

// Pilah stock (classify). The server checks the same bounds (server/stock/classify-actions.ts)
// and the quantity available in the retur warehouse.

/** One line of pilah stock: how many go to the main warehouse and how many to damaged. */
export const ZClassifyLineForm = z
  .object({
    to_main: zRequiredNumberText(CLASSIFY_QUANTITY),
    to_damaged: zRequiredNumberText(CLASSIFY_QUANTITY),
  })
  .refine((v) => v.to_main + v.to_damaged > 0, { message: CLASSIFY_EMPTY, path: ["to_main"] });

export type TClassifyLineForm = z.infer<typeof ZClassifyLineForm>;
export type TClassifyLineFormInput = z.input<typeof ZClassifyLineForm>;
