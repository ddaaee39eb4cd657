// The server-side guard of every document detail page (stock movements and their packing pages,
// orders, order payments and receipts, purchase orders, order bundles, stock ledgers): a row the
// signed-in user may not see (the resource's row scope, e.g. another office's document) or a
// malformed id is a 404 page with HTTP status 404, exactly as GET /api/v1/{type}/{id} answers,
// instead of a page that loads and then shows the API's error. One mechanism for all of them:
// the JSON:API engine's own visibility check (engine.isVisible), so page and API never disagree.
import "server-only";
import { notFound } from "next/navigation";
import { engine } from "@/server/api/registry";
import { loadActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import type { ShellData } from "./load-shell";
import { movementKind, type MovementKindKey } from "@/components/stock-movements/config";
import { movementMatchesKind } from "@/server/stock/movements/kind-match";
import type { ReturKind } from "@/lib/labels/returs";

/** The JSON:API types whose rows have a detail page. */
export type DetailPageType =
  | "stock-movements"
  | "orders"
  | "payments"
  | "purchase-orders"
  | "order-bundles"
  | "stocks"
  | "returs";

/** The id (lower case) when the signed-in user may see row `rawId` of `type`; else notFound(). */
export async function scopedPageId(
  shell: ShellData,
  type: DetailPageType,
  rawId: string,
): Promise<string> {
  const db = getDb();
  const actor = await loadActor(db, shell.user.id, "session");
  if (!actor || !(await engine.isVisible(db, actor, type, rawId))) notFound();
  return rawId.toLowerCase();
}

/**
 * scopedPageId for a stock movement page of one kind: beside the row scope, the movement must be
 * of the route's kind (server/stock/movements/kind-match.ts), else notFound().
 */
export async function scopedMovementPageId(
  shell: ShellData,
  kindKey: MovementKindKey,
  rawId: string,
): Promise<string> {
  const id = await scopedPageId(shell, "stock-movements", rawId);
  const kind = movementKind(kindKey);
  if (!kind || !(await movementMatchesKind(getDb(), id, kind))) notFound();
  return id;
}

/**
 * scopedPageId for a retur page of one kind (docs/returns.md): beside the row scope, the retur
 * must be of the route's kind (a stockist's retur opened under an SC's route is the 404 page).
 */
export async function scopedReturPageId(
  shell: ShellData,
  kind: ReturKind,
  rawId: string,
): Promise<string> {
  const id = await scopedPageId(shell, "returs", rawId);
  const retur = await getDb().retur.findUnique({ where: { id }, select: { kind: true } });
  if (retur?.kind !== kind) notFound();
  return id;
}
