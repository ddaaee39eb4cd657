// The server-side guard of a stock movement detail page: a movement outside the caller's scope
// (scope.ts: the office sends or receives it) or a malformed id is a 404 page, as the API
// answers, instead of a page that loads and then shows the API's error.
import "server-only";
import { notFound } from "next/navigation";
import { loadActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import type { Prisma } from "@/server/generated/prisma/client";
import type { ShellData } from "@/server/shell/load-shell";
import { UUID_RE } from "@/lib/schemas/master";
import { movementWhere } from "./scope";

/** The movement id (lower case) when the signed-in user may see it; else notFound(). */
export async function movementPageId(shell: ShellData, rawId: string): Promise<string> {
  if (!UUID_RE.test(rawId)) notFound();
  const id = rawId.toLowerCase();
  const db = getDb();
  const actor = await loadActor(db, shell.user.id, "session");
  if (!actor) notFound();
  const scope = movementWhere(actor);
  const hit = await db.stockMovement.findFirst({
    where: { AND: [{ id, deletedAt: null }, ...(scope ? [scope as Prisma.StockMovementWhereInput] : [])] },
    select: { id: true },
  });
  if (!hit) notFound();
  return id;
}
