// The commission plan Pusat configures (Admin > Setup > Mitra Usaha; docs/commission.md): the
// zod schema the form and the use case (server/commission/create-plan-version.ts) share. The API
// takes the level percentages as percent with up to two decimals; the plan keeps basis points.
import { z } from "zod";
import { COUNT, MONEY } from "../bounds";
import { zOptionalText, zRequiredNumberText } from "./fields";
import {
  PAYOUT_METHODS,
  PLAN_LEVELS_MAX,
  PLAN_LEVELS_REQUIRED,
  PLAN_LEVELS_TOO_MANY,
} from "./commission-rules";

export * from "./commission-rules";

export const PERCENT = { kind: "decimal", min: 0, max: 100, fractionDigits: 2 } as const;

export const ZCommissionPlanInput = z.object({
  min_personal_points: zRequiredNumberText(COUNT),
  point_value: zRequiredNumberText(MONEY),
  level_percentages: z
    .array(zRequiredNumberText(PERCENT), { error: PLAN_LEVELS_REQUIRED })
    .min(1, PLAN_LEVELS_REQUIRED)
    .max(PLAN_LEVELS_MAX, PLAN_LEVELS_TOO_MANY),
  cap_amount: zRequiredNumberText(MONEY),
  payout_method: z.enum(PAYOUT_METHODS, { error: "Pilih cara pembayaran" }),
  note: zOptionalText(500),
});
export type TCommissionPlanInput = z.infer<typeof ZCommissionPlanInput>;

/**
 * The form's shape (components/commission/commission-plan-form.tsx): the levels are rows of a
 * field array ({value}); the output is the API's input, checked by the same rules.
 */
export const ZCommissionPlanForm = ZCommissionPlanInput.extend({
  level_percentages: z
    .array(z.object({ value: zRequiredNumberText(PERCENT) }), { error: PLAN_LEVELS_REQUIRED })
    .min(1, PLAN_LEVELS_REQUIRED)
    .max(PLAN_LEVELS_MAX, PLAN_LEVELS_TOO_MANY),
}).transform((v) => ({ ...v, level_percentages: v.level_percentages.map((l) => l.value) }));
