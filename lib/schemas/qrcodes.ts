// Input schema of QR code generation (server/qrcodes/generate-qr-codes.ts), shared by the
// 'Generate' form and POST qr-code-generations. Keys are the JSON:API names.
import { z } from "zod";
import { REQUIRED, zOptionalText, zUuidRef } from "./master";
import { QR_MAX_QUANTITY } from "./qrcodes-rules";

export * from "./qrcodes-rules";

export const ZGenerateQrCodesInput = z
  .object({
    quantity: z
      .number({
        error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Harus angka"),
      })
      .int("Harus bilangan bulat")
      .min(1, "Jumlah minimal 1")
      .max(QR_MAX_QUANTITY, `Jumlah maksimal ${QR_MAX_QUANTITY.toLocaleString("id-ID")}`),
    description: zOptionalText(500),
    product: zUuidRef("Barang"),
  })
  .strict();
export type TGenerateQrCodesInput = z.infer<typeof ZGenerateQrCodesInput>;
