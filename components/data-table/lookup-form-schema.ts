// The form schema of a lookup screen's add/edit form (lookup-form.tsx): the server's own create
// schema (the config's loadSchema) applied to the payload the form sends (lookupPayload). Loaded
// with the form's resolver, on demand: importing zod statically puts it in a page's first-load JS.
import { z } from "zod";
import { lookupPayload, type LookupConfig, type LookupValues } from "./lookup-configs";

/**
 * The form keeps its values as typed; the first issue of each payload field lands on the form
 * field of that name ("root" for an issue of the whole payload).
 */
export function lookupFormSchema(
  schema: z.ZodType,
  cfg: LookupConfig,
): z.ZodType<LookupValues, LookupValues> {
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
