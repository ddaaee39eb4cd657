// The server's create schemas of the Admin lookup masters (lib/schemas/master.ts), which their
// forms validate the payload with (through lookup-form-schema.ts). Apart from the configs (lookup-configs.ts) because only the
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
import type { LookupKind } from "./lookup-configs";

export const LOOKUP_SCHEMAS: Record<LookupKind, z.ZodType> = {
  educations: ZNamedLookupCreateInput,
  professions: ZNamedLookupCreateInput,
  permissions: ZPermissionCreateInput,
  banks: ZBankCreateInput,
  "product-categories": ZCodedLookupCreateInput,
  expeditions: ZExpeditionCreateInput,
};
