// The report form's schema (components/bundles/bundle-form.tsx): the note of the API's
// ZCreateOrderBundleInput, loaded on demand by its resolver (components/forms/lazy-resolver.ts).
import type { z } from "zod";
import { ZCreateOrderBundleInput } from "@/lib/schemas/bundles";

export const ZBundleForm = ZCreateOrderBundleInput.pick({ description: true });
export type TBundleFormInput = z.input<typeof ZBundleForm>;
export type TBundleFormOutput = z.output<typeof ZBundleForm>;
