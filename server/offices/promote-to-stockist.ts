// POST offices/{id}/-actions/promoteToStockist: a member becomes a stockist.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { promoteOffice, TO_STOCKIST } from "./promote";

export function promoteToStockist(
  db: DbClient,
  input: { id: string; description?: string | null },
  actor: Actor,
): Promise<void> {
  return promoteOffice(db, { ...input, step: TO_STOCKIST }, actor);
}
