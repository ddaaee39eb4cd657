// Input schemas of payments (server/payments, docs/payments.md), shared by the Kasir's 'Bayar'
// form and the API. A payment of an order is split over payment methods: attribute `methods`,
// an array of { payment_method_type_id, office_bank_id?, amount, reference_number? }; the
// payment's `amount` is their sum, computed by the server (a client value is ignored).
import { z } from "zod";
import { REQUIRED, UUID_RE, zDate, zOptionalText, zRequiredNumberText } from "./master";
import { PAYMENT_AMOUNT, PAYMENT_MAX_METHODS } from "./payments-rules";

export * from "./payments-rules";

function zRef(label: string) {
  return z.string({ error: REQUIRED }).min(1, REQUIRED).regex(UUID_RE, `${label} tidak valid`);
}

export const ZPaymentMethodLine = z.strictObject({
  payment_method_type_id: zRef("Metode pembayaran"),
  office_bank_id: zRef("Rekening bank").nullish(),
  amount: zRequiredNumberText(PAYMENT_AMOUNT),
  reference_number: zOptionalText(100),
  description: zOptionalText(500),
});
export type TPaymentMethodLine = z.infer<typeof ZPaymentMethodLine>;

/** POST payments: the order (relationship) and its methods. */
export const ZCreatePaymentInput = z.strictObject({
  order: zRef("Order"),
  payment_date: zDate().optional(),
  description: zOptionalText(1000),
  /** The sum of the methods; computed by the server, accepted and ignored. */
  amount: z.unknown().optional(),
  methods: z
    .array(ZPaymentMethodLine, { error: REQUIRED })
    .min(1, "Minimal satu metode pembayaran")
    .max(PAYMENT_MAX_METHODS, `Maksimal ${PAYMENT_MAX_METHODS} metode pembayaran`),
});
export type TCreatePaymentInput = z.infer<typeof ZCreatePaymentInput>;

/** PATCH payments/{id}: the note only (amounts change by cancelling and paying again). */
export const ZUpdatePaymentInput = z.strictObject({
  description: zOptionalText(1000),
});

/** PATCH payment-methods/{id}: the reference and note of a line of a pending payment. */
export const ZUpdatePaymentMethodInput = z.strictObject({
  reference_number: zOptionalText(100),
  description: zOptionalText(500),
});

/** PATCH orders/{id}/-actions/cancelPayment: the reason; one payment or (default) all. */
export const ZCancelPaymentInput = z.strictObject({
  cancel_reason: z
    .string({ error: "Alasan pembatalan pembayaran wajib diisi" })
    .trim()
    .min(1, "Alasan pembatalan pembayaran wajib diisi")
    .max(1000, "Maksimal 1000 karakter"),
  payment_id: zRef("Pembayaran").nullish(),
});
export type TCancelPaymentInput = z.infer<typeof ZCancelPaymentInput>;

/** POST payment-methods: one more line of a pending payment (the payment is the relationship). */
export const ZPaymentMethodCreateInput = ZPaymentMethodLine.extend({
  payment: zRef("Pembayaran"),
});
export type TPaymentMethodCreateInput = z.infer<typeof ZPaymentMethodCreateInput>;
