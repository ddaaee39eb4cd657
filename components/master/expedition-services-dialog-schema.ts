// The service form's schema (components/master/expedition-services-dialog.tsx), loaded on demand
// by its resolver (components/forms/lazy-resolver.ts): the server's ZExpeditionDetailCreateInput
// without the expedition (the dialog's own), the tariff typed as a number text.
import type { z } from "zod";
import { MONEY } from "@/lib/bounds";
import { ZExpeditionDetailCreateInput, zRequiredNumberText } from "@/lib/schemas/master";

export const ZExpeditionServiceForm = ZExpeditionDetailCreateInput.omit({
  expedition: true,
}).extend({
  price_per_kg: zRequiredNumberText(MONEY),
});
export type TExpeditionServiceFormInput = z.input<typeof ZExpeditionServiceForm>;
export type TExpeditionServiceFormOutput = z.output<typeof ZExpeditionServiceForm>;
