// POST retur-details: a line added to a draft retur (relationship `retur`). The line rules of
// create-retur.ts apply (stock of the origin warehouse, a reason for a product never bought; 422
// at /data/attributes/...); a product already on the retur is a 422 at product_id. Frozen once
// validated (409). Concurrency: under the retur's row lock (edit-retur-lines.ts).
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { hasPermission } from "@/server/auth/actor";
import type { TCreateReturDetailInput } from "@/lib/schemas/returs";
import { RETUR_DUPLICATE_PRODUCT } from "@/lib/schemas/returs";
import { recordReturTransition } from "./history";
import { lockDraftRetur } from "./edit-retur-lines";
import { checkReturLines, refreshReturTotals } from "./rules";

export async function createReturDetail(
  db: DbClient,
  input: TCreateReturDetailInput,
  actor: Actor,
): Promise<string> {
  if (!hasPermission(actor, "retur-details.create")) throw AppError.forbidden();
  const r = await lockDraftRetur(db, actor, input.retur);
  const clash = await db.returDetail.findFirst({
    where: { returId: r.id, productId: input.product_id },
    select: { id: true },
  });
  if (clash)
    throw AppError.validation([
      { detail: RETUR_DUPLICATE_PRODUCT, source: { pointer: "/data/attributes/product_id" } },
    ]);
  const prices = await checkReturLines(
    db,
    r,
    [{ productId: input.product_id, quantity: input.quantity, reason: input.reason }],
    (_i, field) => `/data/attributes/${field}`,
  );
  const line = await db.returDetail.create({
    data: {
      returId: r.id,
      productId: input.product_id,
      quantity: input.quantity,
      reason: input.reason ?? null,
      defaultPrice: prices.get(input.product_id) ?? 0n,
    },
    select: { id: true },
  });
  await refreshReturTotals(db, r.id);
  await recordReturTransition(db, {
    returId: r.id,
    from: "draft",
    to: "draft",
    action: "add-line",
    userId: actor.userId,
  });
  return line.id;
}
