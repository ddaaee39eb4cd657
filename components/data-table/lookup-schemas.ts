// The server's create schemas of the Admin lookup masters (lib/schemas/master.ts), which their
// forms validate the payload with. Apart from the configs (lookup-configs.ts) because only the
// form's resolver (components/forms/lazy-resolver.ts) loads them, on demand: importing them
// statically puts zod in a page's first-load JS.
import { z } from "zod";
import {
  ZBankCreateInput,
  ZCodedLookupCreateInput,
  ZExpeditionCreateInput,
  ZNamedLookupCreateInput,
  ZPermissionCreateInput,
} from "@/lib/schemas/master";
import {
  lookupPayload,
  type LookupConfig,
  type LookupKind,
  type LookupValues,
} from "./lookup-configs";

export const LOOKUP_SCHEMAS: Record<LookupKind, z.ZodType> = {
  educations: ZNamedLookupCreateInput,
  professions: ZNamedLookupCreateInput,
  permissions: ZPermissionCreateInput,
  banks: ZBankCreateInput,
  "product-categories": ZCodedLookupCreateInput,
  expeditions: ZExpeditionCreateInput,
};

/**
 * The form's schema of a lookup: the server's schema applied to the payload the form sends
 * (lookupPayload); the form keeps its values as typed, and the first issue of each payload field
 * lands on the form field of that name ("root" for an issue of the whole payload).
 */
export function lookupFormSchema(
  kind: LookupKind,
  cfg: LookupConfig,
): z.ZodType<LookupValues, LookupValues> {
  const schema = LOOKUP_SCHEMAS[kind];
  return z.custom<LookupValues>().superRefine((values, ctx) => {
    const parsed = schema.safeParse(lookupPayload(cfg, values));
    if (parsed.success) return;
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "root");
      if (seen.has(key)) continue;
      seen.add(key);
      ctx.addIssue({ code: "custom", path: [key], message: issue.message });
    }
  });
}
