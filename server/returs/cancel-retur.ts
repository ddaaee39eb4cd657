// returs/{id}/-actions/cancel: the returning office or Pusat cancels a retur until its goods
// leave, with a required reason (kept on the retur and in its history). A validated retur's
// shipment (draft or packed) is cancelled with it through the movement lifecycle's cancelMovement
// (nothing was posted before the send, so nothing is reversed). Once sent: 409. The retur date's
// period must be open.
// Concurrency and lock order: the shipment movement first (FOR UPDATE, as its send takes it),
// then the retur (rules.ts lockRetur), so a cancel and a concurrent send never deadlock: one waits
// for the other and then finds the movement sent (409) or cancelled.
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { cancelMovement, lockedStatus } from "@/server/stock/movements/write";
import { recordReturTransition } from "./history";
import { assertReturTransition } from "./machine";
import { assertReturPeriodOpen, assertReturWriter, lockRetur } from "./rules";
import { returWhere } from "./scope";

export async function cancelRetur(
  db: DbClient,
  input: { returId: string; reason: string },
  actor: Actor,
): Promise<void> {
  if (!hasPermission(actor, "returs.cancel")) throw AppError.forbidden();
  const scope = returWhere(actor);
  const shipments = await db.stockMovement.findMany({
    where: { returId: input.returId, status: { not: "cancelled" }, retur: scope ?? {} },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  for (const s of shipments) {
    const status = await lockedStatus(db, s.id);
    if (status !== "draft" && status !== "packed")
      throw AppError.conflict("Retur tidak dapat dibatalkan: barangnya sudah dikirim");
  }
  const r = await lockRetur(db, actor, input.returId);
  assertReturWriter(actor, r);
  assertReturTransition("cancel", r.status);
  await assertReturPeriodOpen(db, r.returDate, false);
  for (const s of shipments)
    await cancelMovement(db, s.id, `Retur dibatalkan: ${input.reason}`, actor, { fromRetur: true });
  const updated = await db.retur.updateMany({
    where: { id: r.id, status: r.status },
    data: { status: "cancelled", cancelledAt: new Date(), cancelReason: input.reason },
  });
  if (updated.count !== 1) throw AppError.conflict("Retur sudah diubah oleh pengguna lain");
  await recordReturTransition(db, {
    returId: r.id,
    from: r.status,
    to: "cancelled",
    action: "cancel",
    userId: actor.userId,
    note: input.reason,
  });
}
