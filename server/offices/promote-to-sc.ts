// POST offices/{id}/-actions/promoteToSC: a stockist becomes a stockist center (head office only).
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { promoteOffice, TO_SC } from "./promote";

export function promoteToSC(
  db: DbClient,
  input: { id: string; description?: string | null },
  actor: Actor,
): Promise<void> {
  return promoteOffice(db, { ...input, step: TO_SC }, actor);
}
