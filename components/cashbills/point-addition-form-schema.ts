// The schema of the 'Tambah Poin' form (point-addition-form.tsx), in its own module so that the
// form loads zod only on first use (components/forms/lazy-resolver.ts). The server checks the
// same fields with ZAddPointsInput (lib/schemas/cashbills.ts).
import { z } from "zod";
import { REQUIRED, zRequiredNumberText } from "@/lib/schemas/master";
import {
  POINT_ADDITION_POINTS,
  POINT_ADDITION_REASON_REQUIRED,
} from "@/lib/schemas/cashbills-rules";

export const ZPointAdditionForm = z.object({
  member: z.string().min(1, REQUIRED),
  total_point: zRequiredNumberText(POINT_ADDITION_POINTS),
  description: z
    .string()
    .trim()
    .min(1, POINT_ADDITION_REASON_REQUIRED)
    .max(1000, "Maksimal 1000 karakter"),
});
export type TPointAdditionFormInput = z.input<typeof ZPointAdditionForm>;
export type TPointAdditionFormOutput = z.output<typeof ZPointAdditionForm>;
