// Input schemas of purchasing (server/purchasing, docs/purchasing.md), shared by the Tambah
// Pembelian form and the API. Keys are the JSON:API names: attributes plus the relationship
// `supplier-office`; the lines travel as the attribute `details` (an array of
// { product_id, quantity, unit_price }). Totals are never input: the server computes them.
import { z } from "zod";
import { REQUIRED, UUID_RE, zDate, zOptionalText, zRequiredNumberText } from "./master";
import {
  PO_DUPLICATE_PRODUCT,
  PO_EXPECTED_BEFORE_ORDER,
  PO_MAX_LINES,
  PO_MAX_TOTAL,
  PO_QUANTITY,
  PO_UNIT_PRICE,
  purchaseOrderTotal,
} from "./purchasing-rules";

export * from "./purchasing-rules";

/** An id picked in the form ("" = nothing picked yet: 'Kolom wajib diisi'). */
function zRef(label: string) {
  return z.string({ error: REQUIRED }).min(1, REQUIRED).regex(UUID_RE, `${label} tidak valid`);
}

/**
 * Totals are read-only: a `total_price` sent by a client (on the order or a line) is accepted
 * and ignored, the server computes quantity x unit_price itself.
 */
const readOnlyTotal = z.unknown().optional();

export const ZPurchaseOrderLine = z.strictObject({
  product_id: zRef("Barang"),
  quantity: zRequiredNumberText(PO_QUANTITY),
  unit_price: zRequiredNumberText(PO_UNIT_PRICE),
  total_price: readOnlyTotal,
});

const lines = z
  .array(ZPurchaseOrderLine, { error: REQUIRED })
  .min(1, "Minimal satu barang")
  .max(PO_MAX_LINES, `Maksimal ${PO_MAX_LINES} barang`);

const fields = {
  total_price: readOnlyTotal,
  order_date: zDate(),
  expected_date: zDate().nullish(),
  description: zOptionalText(1000),
  details: lines,
};

type Checked = {
  order_date?: string;
  expected_date?: string | null;
  details?: { product_id: string; quantity: number; unit_price: number }[];
};

/** Cross-field rules: a product once per order; the expected date not before the order date. */
function crossCheck(v: Checked, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  v.details?.forEach((d, i) => {
    if (seen.has(d.product_id))
      ctx.addIssue({
        code: "custom",
        path: ["details", i, "product_id"],
        message: PO_DUPLICATE_PRODUCT,
      });
    seen.add(d.product_id);
  });
  if (v.details && purchaseOrderTotal(v.details) > PO_MAX_TOTAL)
    ctx.addIssue({ code: "custom", path: ["details"], message: "Total pembelian terlalu besar" });
  if (v.order_date && v.expected_date && v.expected_date < v.order_date)
    ctx.addIssue({ code: "custom", path: ["expected_date"], message: PO_EXPECTED_BEFORE_ORDER });
}

/** POST purchase-orders (the form sends exactly this, plus the supplier relationship). */
export const ZCreatePurchaseOrderInput = z
  .strictObject({ ...fields, "supplier-office": zRef("Supplier") })
  .superRefine(crossCheck);
export type TCreatePurchaseOrderInput = z.infer<typeof ZCreatePurchaseOrderInput>;

/** PATCH purchase-orders/{id} while draft: any subset; `details` replaces every line. */
export const ZUpdatePurchaseOrderInput = z
  .strictObject({
    total_price: readOnlyTotal,
    order_date: fields.order_date.optional(),
    expected_date: fields.expected_date,
    description: fields.description,
    details: lines.optional(),
    "supplier-office": zRef("Supplier").optional(),
  })
  .superRefine(crossCheck);
export type TUpdatePurchaseOrderInput = z.infer<typeof ZUpdatePurchaseOrderInput>;

/** cancel: the reason is required (it is shown on the purchase order). */
export const ZCancelPurchaseOrderInput = z.strictObject({
  reason: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, "Alasan pembatalan wajib diisi")
    .max(1000, "Maksimal 1000 karakter"),
});
export type TCancelPurchaseOrderInput = z.infer<typeof ZCancelPurchaseOrderInput>;

/** submit / process: no attributes. */
export const ZEmptyActionInput = z.strictObject({});

/**
 * POST incoming-goods (server/purchasing/record-incoming-goods.ts): the receipt of a supplier's
 * shipment. `details` as the movement's receive takes them (per shipment line, what arrived);
 * without them every line arrived in full.
 */
export const ZIncomingGoodCreateInput = z.strictObject({
  "stock-movement": z.string({ error: REQUIRED }).regex(UUID_RE, "Pengiriman tidak valid"),
  reference_number: zOptionalText(100),
  description: zOptionalText(1000),
  details: z
    .array(
      z.strictObject({
        id: z.string({ error: REQUIRED }).regex(UUID_RE, "Baris pengiriman tidak valid"),
        received_quantity: z
          .number({ error: "Jumlah diterima harus berupa angka" })
          .int("Jumlah diterima harus bilangan bulat")
          .min(0, "Tidak boleh negatif")
          .max(1_000_000, "Nilai terlalu besar (maksimal 1.000.000)"),
      }),
    )
    .min(1, "Isi minimal satu baris")
    .max(1000, "Maksimal 1000 baris")
    .optional(),
});
export type TIncomingGoodCreateInput = z.infer<typeof ZIncomingGoodCreateInput>;
