// PATCH retur-details/{id}: quantity and reason of a draft retur's line, under the same rules as
// its creation (422 at /data/attributes/quantity | reason); frozen once validated (409).
// Concurrency: under the retur's row lock (edit-retur-lines.ts).
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { TUpdateReturDetailInput } from "@/lib/schemas/returs";
import { recordReturTransition } from "./history";
import { lockDraftRetur, returOfLine } from "./edit-retur-lines";
import { checkReturLines, refreshReturTotals } from "./rules";

export async function updateReturDetail(
  db: DbClient,
  input: TUpdateReturDetailInput & { id: string },
  actor: Actor,
): Promise<void> {
  if (!hasPermission(actor, "retur-details.update")) throw AppError.forbidden();
  const r = await lockDraftRetur(db, actor, await returOfLine(db, input.id));
  const line = await db.returDetail.findUniqueOrThrow({
    where: { id: input.id },
    select: { productId: true, quantity: true, reason: true },
  });
  const next = {
    productId: line.productId,
    quantity: input.quantity ?? line.quantity,
    reason: input.reason === undefined ? line.reason : input.reason,
  };
  await checkReturLines(db, r, [next], (_i, field) => `/data/attributes/${field}`);
  await db.returDetail.update({
    where: { id: input.id },
    data: { quantity: next.quantity, reason: next.reason },
  });
  await refreshReturTotals(db, r.id);
  await recordReturTransition(db, {
    returId: r.id,
    from: "draft",
    to: "draft",
    action: "update-line",
    userId: actor.userId,
  });
}
