// PATCH product-categories/{id} / units/{id}; deletedAt set = deleted, null = restored (SPEC §4).
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { ZCodedLookupUpdateInput, type TCodedLookupUpdateInput } from "@/lib/schemas/master";
import { requirePusatWith } from "./access";
import { assertCodeFree, lookupTable, type CodedLookupKind } from "./coded-lookups";

export async function updateCodedLookup(
  db: Db,
  input: TCodedLookupUpdateInput & { id: string; kind: CodedLookupKind },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, `${input.kind}.update`);
  const { id, kind, ...rest } = input;
  const v = ZCodedLookupUpdateInput.parse(rest);
  if (v.code !== undefined) await assertCodeFree(db, kind, v.code, id);
  // Deleting one that products still use is refused by the engine (resource referencedBy).
  await lookupTable(db, kind).update({
    where: { id },
    data: {
      code: v.code,
      name: v.name,
      description: v.description,
      deletedAt: v.deletedAt === undefined ? undefined : v.deletedAt && new Date(v.deletedAt),
    },
  });
}
