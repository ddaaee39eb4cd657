// POST product-categories / POST units.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { ZCodedLookupCreateInput, type TCodedLookupCreateInput } from "@/lib/schemas/master";
import { requirePusatWith } from "./access";
import { assertCodeFree, lookupTable, type CodedLookupKind } from "./coded-lookups";

export async function createCodedLookup(
  db: Db,
  input: TCodedLookupCreateInput & { kind: CodedLookupKind; id?: string },
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, `${input.kind}.create`);
  const v = ZCodedLookupCreateInput.parse({
    code: input.code,
    name: input.name,
    description: input.description,
  });
  await assertCodeFree(db, input.kind, v.code, null);
  const row = await lookupTable(db, input.kind).create({
    data: {
      ...(input.id ? { id: input.id } : {}),
      code: v.code,
      name: v.name,
      description: v.description ?? null,
    },
    select: { id: true },
  });
  return row.id;
}
