// The 'Generate' form's schema (components/qrcode/generation-screen.tsx), loaded on demand by its
// resolver (components/forms/lazy-resolver.ts): the API schema, with the product picked as an
// object.
import { z } from "zod";
import { ZGenerateQrCodesInput } from "@/lib/schemas/qrcodes";

export const ZGenerateQrForm = ZGenerateQrCodesInput.omit({ product: true }).extend({
  product: z
    .object({ id: z.string(), code: z.string(), name: z.string() }, { error: "Kolom wajib diisi" })
    .nullable()
    .refine((p) => p !== null, "Kolom wajib diisi"),
  description: z.string().trim().max(500, "Maksimal 500 karakter"),
});
export type TGenerateQrForm = z.input<typeof ZGenerateQrForm>;
