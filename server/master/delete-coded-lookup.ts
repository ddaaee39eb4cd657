// DELETE product-categories/{id} / units/{id}: soft delete, refused (409) while products use it.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { requirePusatWith } from "./access";
import { assertLookupUnused, lookupTable, type CodedLookupKind } from "./coded-lookups";

export async function deleteCodedLookup(
  db: Db,
  input: { id: string; kind: CodedLookupKind },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, `${input.kind}.delete`);
  await assertLookupUnused(db, input.kind, input.id);
  await lookupTable(db, input.kind).update({
    where: { id: input.id },
    data: { deletedAt: new Date() },
  });
}
