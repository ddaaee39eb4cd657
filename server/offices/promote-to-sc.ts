// POST offices/{id}/-actions/promoteToSC: a stockist becomes a stockist center (head office only).
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { promoteOffice, TO_SC } from "./promote";

export function promoteToSC(
  db: Db,
  input: { id: string; description?: string | null },
  actor: Actor,
): Promise<void> {
  return promoteOffice(db, { ...input, step: TO_SC }, actor);
}
