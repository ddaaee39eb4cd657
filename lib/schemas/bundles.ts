// Input schemas of order bundles (the sales reports an SC, KP or stockist sends to Pusat) and of
// payment bundles (its payments), shared by the report screens and the API (docs/money.md
// "Order and payment bundles"). Totals are computed by the server; client values are ignored.
import { z } from "zod";
import { REQUIRED, UUID_RE, zDate, zOptionalText, zRequiredNumberText } from "./master";
import { PAYMENT_AMOUNT, PAYMENT_MAX_METHODS, ZPaymentMethodLine } from "./payments";
import { BUNDLE_KINDS, BUNDLE_MAX_ORDERS } from "@/lib/labels/bundles";

function zRef(label: string) {
  return z.string({ error: REQUIRED }).min(1, REQUIRED).regex(UUID_RE, `${label} tidak valid`);
}

export {
  BUNDLE_KINDS,
  BUNDLE_KIND_LABEL,
  BUNDLE_STATUSES,
  BUNDLE_STATUS_LABEL,
  BUNDLE_SENT_MESSAGE,
  BUNDLE_VALIDATED_MESSAGE,
  PAYMENT_BUNDLE_VERIFIED_MESSAGE,
  BUNDLE_MAX_ORDERS,
} from "@/lib/labels/bundles";
export type { BundleKind, BundleStatus } from "@/lib/labels/bundles";

const zOrderIds = z
  .array(zRef("Order"), { error: "Harus berupa daftar order" })
  .max(BUNDLE_MAX_ORDERS, `Maksimal ${BUNDLE_MAX_ORDERS} order per laporan`);

/**
 * POST order-bundles: a draft report of the caller's office for a period (relationship
 * `period`, default the period of today) with the orders named by `order_ids` (default every
 * order of the period the report may take). `submit: true` sends it at once.
 */
export const ZCreateOrderBundleInput = z.strictObject({
  kind: z.enum(BUNDLE_KINDS, { error: "Jenis laporan tidak valid" }).default("sales"),
  /** Relationship `office`: only Pusat names it (a report written on the office's behalf). */
  office: zRef("Kantor").nullish(),
  period: zRef("Periode").nullish(),
  order_ids: zOrderIds.optional(),
  description: zOptionalText(1000),
  submit: z.boolean({ error: "Harus true atau false" }).optional(),
  // Computed by the server; accepted and ignored (a form may send back what it showed).
  total_price: z.unknown().optional(),
  paid_amount: z.unknown().optional(),
});
export type TCreateOrderBundleInput = z.infer<typeof ZCreateOrderBundleInput>;

/**
 * PATCH order-bundles/{id}: `order_ids` and `description` while draft; `is_submitted: true`
 * sends it; `is_validated: false` takes a validation back (permission order-bundles.unvalidate).
 * Validation itself is the action validate-order-bundle.
 */
export const ZUpdateOrderBundleInput = z.strictObject({
  order_ids: zOrderIds.optional(),
  description: zOptionalText(1000),
  is_submitted: z.boolean({ error: "Harus true atau false" }).optional(),
  is_validated: z.boolean({ error: "Harus true atau false" }).optional(),
  is_paid: z.unknown().optional(),
  total_price: z.unknown().optional(),
  paid_amount: z.unknown().optional(),
});
export type TUpdateOrderBundleInput = z.infer<typeof ZUpdateOrderBundleInput>;

/** POST order-bundles/{id}/-actions/pay: one payment bundle per method line. */
export const ZPayOrderBundleInput = z.strictObject({
  payment_date: zDate().optional(),
  description: zOptionalText(1000),
  amount: z.unknown().optional(),
  methods: z
    .array(ZPaymentMethodLine, { error: REQUIRED })
    .min(1, "Minimal satu metode pembayaran")
    .max(PAYMENT_MAX_METHODS, `Maksimal ${PAYMENT_MAX_METHODS} metode pembayaran`),
});
export type TPayOrderBundleInput = z.infer<typeof ZPayOrderBundleInput>;

/** POST payment-bundles: one payment of a report with one method. */
export const ZCreatePaymentBundleInput = z.strictObject({
  "order-bundle": zRef("Laporan"),
  payment_method_type_id: zRef("Metode pembayaran"),
  office_bank_id: zRef("Rekening bank").nullish(),
  amount: zRequiredNumberText(PAYMENT_AMOUNT),
  payment_date: zDate().optional(),
  reference_number: zOptionalText(100),
  description: zOptionalText(1000),
});
export type TCreatePaymentBundleInput = z.infer<typeof ZCreatePaymentBundleInput>;

/** PATCH payment-bundles/{id}: reference and note while not verified. */
export const ZUpdatePaymentBundleInput = z.strictObject({
  reference_number: zOptionalText(100),
  description: zOptionalText(1000),
});
export type TUpdatePaymentBundleInput = z.infer<typeof ZUpdatePaymentBundleInput>;
