// Input schemas of returs (server/returs, docs/returns.md), shared by the retur form and the API.
// Keys are the JSON:API names: attributes plus the relationships `origin-office` (Penjualan
// writing on a branch's behalf) and `destination-office` (the supplier of Pusat's own return);
// the lines travel as the attribute `details` ({ product_id, quantity, reason }).
import { z } from "zod";
import { REQUIRED, UUID_RE, zDate, zOptionalText, zRequiredNumberText } from "./master";
import { RETUR_MAX_LINES, RETUR_MAX_PRICE, RETUR_MAX_QUANTITY } from "@/lib/labels/returs";
import type { NumberSpec } from "@/lib/bounds";

export * from "@/lib/labels/returs";

export const RETUR_DUPLICATE_PRODUCT = "Barang yang sama diisi dua kali";

const QUANTITY: NumberSpec = {
  kind: "integer",
  min: 1,
  max: RETUR_MAX_QUANTITY,
  minMessage: "Jumlah minimal 1",
};
const PRICE: NumberSpec = { kind: "rupiah", min: 0, max: RETUR_MAX_PRICE };

function zRef(label: string) {
  return z.string({ error: REQUIRED }).min(1, REQUIRED).regex(UUID_RE, `${label} tidak valid`);
}

export const ZReturLine = z.strictObject({
  product_id: zRef("Barang"),
  quantity: zRequiredNumberText(QUANTITY),
  reason: zOptionalText(1000),
});
export type TReturLine = z.infer<typeof ZReturLine>;

/** POST returs. */
export const ZCreateReturInput = z
  .strictObject({
    retur_date: zDate().optional(),
    description: zOptionalText(1000),
    delivery_method: z.enum(["dikirim", "diambil"], { error: "Metode pengiriman tidak valid" }).optional(),
    /** Pusat's return to a supplier: the goods leave its damaged (default) or main warehouse. */
    origin_warehouse_type: z.enum(["damaged", "main"], { error: "Gudang asal tidak valid" }).optional(),
    details: z
      .array(ZReturLine, { error: REQUIRED })
      .min(1, "Minimal satu barang")
      .max(RETUR_MAX_LINES, `Maksimal ${RETUR_MAX_LINES} barang`),
    "origin-office": zRef("Kantor asal").nullish(),
    "destination-office": zRef("Supplier").nullish(),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.details.forEach((d, i) => {
      if (seen.has(d.product_id))
        ctx.addIssue({
          code: "custom",
          path: ["details", i, "product_id"],
          message: RETUR_DUPLICATE_PRODUCT,
        });
      seen.add(d.product_id);
    });
  });
export type TCreateReturInput = z.infer<typeof ZCreateReturInput>;

/** POST retur-details: a line added to a draft retur. */
export const ZCreateReturDetailInput = z.strictObject({
  product_id: zRef("Barang"),
  quantity: zRequiredNumberText(QUANTITY),
  reason: zOptionalText(1000),
  retur: zRef("Retur"),
});
export type TCreateReturDetailInput = z.infer<typeof ZCreateReturDetailInput>;

/** PATCH retur-details/{id} while the retur is a draft. */
export const ZUpdateReturDetailInput = z.strictObject({
  quantity: zRequiredNumberText(QUANTITY).optional(),
  reason: zOptionalText(1000),
});
export type TUpdateReturDetailInput = z.infer<typeof ZUpdateReturDetailInput>;

/** returs/{id}/-actions/set-price: a unit price per line (omitted: its default price). */
export const ZSetReturPriceInput = z.strictObject({
  details: z
    .array(
      z.strictObject({
        id: zRef("Baris retur"),
        price: zRequiredNumberText(PRICE),
      }),
    )
    .max(RETUR_MAX_LINES)
    .optional(),
});
export type TSetReturPriceInput = z.infer<typeof ZSetReturPriceInput>;

/** returs/{id}/-actions/cancel: the reason is required. */
export const ZCancelReturInput = z.strictObject({
  reason: z
    .string({ error: "Alasan wajib diisi" })
    .trim()
    .min(1, "Alasan wajib diisi")
    .max(1000, "Maksimal 1000 karakter"),
});
export type TCancelReturInput = z.infer<typeof ZCancelReturInput>;

/**
 * The retur form (components/returs/retur-form.tsx): the API's fields, with the other party
 * (Penjualan's origin office or supplier) as a plain id the form turns into the relationship.
 */
export const ZReturForm = z.strictObject({
  party: z.string().optional(),
  retur_date: zDate(),
  delivery_method: z.enum(["dikirim", "diambil"], { error: "Metode pengiriman tidak valid" }),
  origin_warehouse_type: z.enum(["damaged", "main"]).optional(),
  description: zOptionalText(1000),
  details: z
    .array(ZReturLine, { error: REQUIRED })
    .min(1, "Minimal satu barang")
    .max(RETUR_MAX_LINES, `Maksimal ${RETUR_MAX_LINES} barang`),
});
export type TReturFormInput = z.input<typeof ZReturForm>;
export type TReturFormOutput = z.output<typeof ZReturForm>;
