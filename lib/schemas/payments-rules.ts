// The zod-free part of lib/schemas/payments.ts: labels, limits and number specs a browser module
// may import without pulling zod into its page's first-load JavaScript
// (components/forms/lazy-resolver.ts). lib/schemas/payments.ts re-exports all of it, so server
// code imports either.
import type { NumberSpec } from "@/lib/bounds";
import { MONEY_MAX } from "@/lib/bounds";

export {
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABEL,
  PAYMENT_SUCCESS_MESSAGE,
  PAYMENT_MAX_METHODS,
} from "@/lib/labels/payments";
export type { PaymentStatus } from "@/lib/labels/payments";

export const PAYMENT_AMOUNT: NumberSpec = {
  kind: "rupiah",
  min: 1,
  max: MONEY_MAX,
  minMessage: "Jumlah pembayaran harus lebih dari 0",
};
