// Input of the stock screens (pilah stock). The server checks the same bounds
// (server/stock/classify-actions.ts) and the quantity available in the retur warehouse.
import { z } from "zod";
import type { NumberSpec } from "@/lib/bounds";
import { zRequiredNumberText } from "./master";

export const CLASSIFY_MAX_QUANTITY = 1_000_000;

/** A quantity to sort into the main or the damaged warehouse (0 allowed). */
export const CLASSIFY_QUANTITY: NumberSpec = {
  kind: "integer",
  min: 0,
  max: CLASSIFY_MAX_QUANTITY,
};

export const CLASSIFY_EMPTY = "Isi jumlah yang dipilah";

/** One line of pilah stock: how many go to the main warehouse and how many to damaged. */
export const ZClassifyLineForm = z
  .object({
    to_main: zRequiredNumberText(CLASSIFY_QUANTITY),
    to_damaged: zRequiredNumberText(CLASSIFY_QUANTITY),
  })
  .refine((v) => v.to_main + v.to_damaged > 0, { message: CLASSIFY_EMPTY, path: ["to_main"] });

export type TClassifyLineForm = z.infer<typeof ZClassifyLineForm>;
export type TClassifyLineFormInput = z.input<typeof ZClassifyLineForm>;
