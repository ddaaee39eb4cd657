// Input schemas of orders (server/orders, docs/orders.md), shared by the order forms and the API.
// Keys are the JSON:API names: attributes plus the relationships `origin-office`,
// `destination-office`, `origin-warehouse`, `destination-warehouse`; the lines travel as the
// attribute `details` (an array of { product_id, quantity, description? }). Prices, points,
// discounts and every total are never input: the server takes them from the price list and
// computes them; a client that sends them (unit_price, total_price, final_price, discount ...)
// is accepted and ignored.
import { z } from "zod";
import { MONEY } from "@/lib/bounds";
import { REQUIRED, UUID_RE, zDate, zOptionalText, zRequiredNumberText } from "./master";
import { ORDER_KINDS, ORDER_MAX_LINES, ORDER_DUPLICATE_PRODUCT } from "@/lib/labels/orders";
import { ORDER_QUANTITY } from "./orders-rules";

export * from "./orders-rules";

function zRef(label: string) {
  return z.string({ error: REQUIRED }).min(1, REQUIRED).regex(UUID_RE, `${label} tidak valid`);
}

/** Sent by some clients, never trusted: accepted and ignored (the server computes them). */
const ignored = z.unknown().optional();
const IGNORED_TOTALS = {
  total_price: ignored,
  discount: ignored,
  final_price: ignored,
  total_point: ignored,
  total_bonus: ignored,
  total_weight: ignored,
  paid_amount: ignored,
  is_paid: ignored,
};

export const ZOrderLine = z.strictObject({
  product_id: zRef("Barang"),
  quantity: zRequiredNumberText(ORDER_QUANTITY),
  description: zOptionalText(500),
  unit_price: ignored,
  total_price: ignored,
  point: ignored,
  bonus_value: ignored,
  discount: ignored,
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

const lines = z
  .array(ZOrderLine, { error: REQUIRED })
  .min(1, "Minimal satu barang")
  .max(ORDER_MAX_LINES, `Maksimal ${ORDER_MAX_LINES} barang`);

function noDuplicateProducts(v: { details?: { product_id: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  v.details?.forEach((d, i) => {
    if (seen.has(d.product_id))
      ctx.addIssue({
        code: "custom",
        path: ["details", i, "product_id"],
        message: ORDER_DUPLICATE_PRODUCT,
      });
    seen.add(d.product_id);
  });
}

const editable = {
  order_date: zDate().optional(),
  origin_code: zOptionalText(64),
  description: zOptionalText(1000),
  delivery_method: z
    .enum(["dikirim", "diambil"], { error: "Metode pengiriman harus dikirim atau diambil" })
    .nullish(),
  shipping_cost: zRequiredNumberText(MONEY).optional(),
  "origin-warehouse": zRef("Gudang asal").nullish(),
  "destination-warehouse": zRef("Gudang tujuan").nullish(),
};

/**
 * POST orders. `order_type` picks the kind; the caller's office is the side the kind says
 * (docs/orders.md "Kinds"), the other side comes from the relationship.
 */
const createShape = {
  ...IGNORED_TOTALS,
  ...editable,
  order_type: z.enum(ORDER_KINDS, {
    error: `Jenis order harus salah satu dari: ${ORDER_KINDS.join(", ")}`,
  }),
  "origin-office": zRef("Kantor asal").nullish(),
  "destination-office": zRef("Kantor tujuan").nullish(),
  details: lines,
};
export const ZCreateOrderInput = z.strictObject(createShape).superRefine(noDuplicateProducts);
export type TCreateOrderInput = z.infer<typeof ZCreateOrderInput>;

/** The lines of a price preview: as saved, but a form still being filled may have none yet. */
const previewLines = z
  .array(ZOrderLine, { error: REQUIRED })
  .max(ORDER_MAX_LINES, `Maksimal ${ORDER_MAX_LINES} barang`);

/**
 * POST orders/-actions/price-preview: the document POST orders would send (so the form sends
 * what it will save), its lines possibly empty. Nothing is written.
 */
export const ZOrderPricePreviewInput = z
  .strictObject({ ...createShape, details: previewLines })
  .superRefine(noDuplicateProducts);
export type TOrderPricePreviewInput = z.infer<typeof ZOrderPricePreviewInput>;

/** POST orders/{id}/-actions/price-preview: an editable order's new lines and shipping cost. */
export const ZOrderLinesPricePreviewInput = z
  .strictObject({ ...IGNORED_TOTALS, ...editable, details: previewLines })
  .superRefine(noDuplicateProducts);
export type TOrderLinesPricePreviewInput = z.infer<typeof ZOrderLinesPricePreviewInput>;

/** PATCH orders/{id} while editable: any subset; `details` replaces every line. */
export const ZUpdateOrderInput = z
  .strictObject({
    ...IGNORED_TOTALS,
    ...editable,
    details: lines.optional(),
    /** SPEC §4: setting deletedAt soft-deletes the order (the same rule as DELETE). */
    deletedAt: z.iso.datetime({ offset: true, error: "Tanggal tidak valid (ISO 8601)" }).nullish(),
  })
  .superRefine(noDuplicateProducts);
export type TUpdateOrderInput = z.infer<typeof ZUpdateOrderInput>;

/** POST order-details: one more line on an editable order. */
export const ZCreateOrderDetailInput = z.strictObject({
  order: zRef("Order"),
  product: zRef("Barang"),
  quantity: zRequiredNumberText(ORDER_QUANTITY),
  description: zOptionalText(500),
  unit_price: ignored,
  total_price: ignored,
});
export type TCreateOrderDetailInput = z.infer<typeof ZCreateOrderDetailInput>;

/** PATCH order-details/{id}. */
export const ZUpdateOrderDetailInput = z.strictObject({
  quantity: zRequiredNumberText(ORDER_QUANTITY).optional(),
  description: zOptionalText(500),
  unit_price: ignored,
  total_price: ignored,
});
export type TUpdateOrderDetailInput = z.infer<typeof ZUpdateOrderDetailInput>;

const reason = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(1000, "Maksimal 1000 karakter");

/** acc-payment: the superior's reason is required. */
export const ZAccPaymentInput = z.strictObject({
  acc_payment_reason: reason("Alasan acc pembayaran wajib diisi"),
});

/** cancelStockMovement: the warehouse's reason is required. */
export const ZCancelStockMovementInput = z.strictObject({
  cancel_warehouse_description: reason("Alasan pembatalan pengeluaran barang wajib diisi"),
});

/** validateOrder / onBeforeValidation / duplicate: no attributes. */
export const ZEmptyOrderActionInput = z.strictObject({});
