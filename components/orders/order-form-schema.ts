// The order form's schema (components/orders/order-form.tsx), loaded on demand by its resolver
// (components/forms/lazy-resolver.ts): the API's line schema (ZOrderLine) plus the other office,
// the order date, how the goods go, the shipping cost and a note (the same bounds as the API's
// `editable` attributes).
import { z } from "zod";
import { MONEY } from "@/lib/bounds";
import { REQUIRED, zDate, zOptionalText, zRequiredNumberText } from "@/lib/schemas/master";
import { ORDER_MAX_LINES, ZOrderLine } from "@/lib/schemas/orders";

export const ZOrderForm = z
  .object({
    other: z.string().min(1, REQUIRED),
    /** The seller's warehouse (screens where the caller sells); "" = the server's default. */
    origin_warehouse: z.string(),
    order_date: zDate(),
    delivery_method: z.enum(["dikirim", "diambil"]),
    shipping_cost: zRequiredNumberText(MONEY),
    description: zOptionalText(1000),
    details: z
      .array(ZOrderLine.pick({ product_id: true, quantity: true }))
      .min(1, "Minimal satu barang")
      .max(ORDER_MAX_LINES, `Maksimal ${ORDER_MAX_LINES} barang`),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.details.forEach((d, i) => {
      if (d.product_id && seen.has(d.product_id))
        ctx.addIssue({
          code: "custom",
          path: ["details", i, "product_id"],
          message: "Barang yang sama diisi dua kali",
        });
      seen.add(d.product_id);
    });
  });
export type TOrderFormInput = z.input<typeof ZOrderForm>;
export type TOrderFormOutput = z.output<typeof ZOrderForm>;
