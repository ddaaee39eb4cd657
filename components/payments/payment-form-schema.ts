// The 'Bayar' form of payment-form.tsx: the methods and note of POST payments, the SAME schema
// the API uses (lib/schemas/payments.ts). Its own module so that the form loads it (and zod) on
// demand (components/forms/lazy-resolver.ts).
import type { z } from "zod";
import { ZCreatePaymentInput } from "@/lib/schemas/payments";

export const ZPaymentForm = ZCreatePaymentInput.pick({ methods: true, description: true });
export type TPaymentFormInput = z.input<typeof ZPaymentForm>;
export type TPaymentFormOutput = z.output<typeof ZPaymentForm>;
