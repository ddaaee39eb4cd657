// The schema of the '/tambah' top-up form (topup-form.tsx), in its own module so that the form
// loads zod only on first use (components/forms/lazy-resolver.ts).
import { z } from "zod";
import { TOPUP_AMOUNT } from "@/lib/bounds";
import { REQUIRED, zDate, zRequiredNumberText } from "@/lib/schemas/master";
import { topupMinimumMessage } from "@/lib/labels/topups";

/** The form's schema; `minimum` is the kind's Setup minimum (the server holds the same rule). */
export function topupScreenForm(minimum: number | null) {
  return z.object({
    office: z.string().min(1, REQUIRED),
    amount: zRequiredNumberText(TOPUP_AMOUNT).refine(
      (v) => minimum === null || v >= minimum,
      minimum === null ? "" : topupMinimumMessage(minimum),
    ),
    transfer_date: z.union([z.literal(""), zDate()]),
    description: z.string().trim().max(1000, "Maksimal 1000 karakter"),
  });
}
