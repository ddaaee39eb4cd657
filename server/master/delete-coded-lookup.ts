// DELETE product-categories/{id} / units/{id}: soft delete. The engine refuses it (409) first while
// products use it (the resources' referencedBy, server/reference/resources.ts).
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { requirePusatWith } from "./access";
import { lookupTable, type CodedLookupKind } from "./coded-lookups";

export async function deleteCodedLookup(
  db: Db,
  input: { id: string; kind: CodedLookupKind },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, `${input.kind}.delete`);
  await lookupTable(db, input.kind).update({
    where: { id: input.id },
    data: { deletedAt: new Date() },
  });
}
