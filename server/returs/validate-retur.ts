// returs/{id}/-actions/validate-retur: Penjualan (Pusat, returs.validate) accepts a draft retur.
// Its lines are frozen from now on, and its goods get their shipment: a stock movement of the one
// shipment lifecycle (stock_movements.retur_id, draft, from the origin warehouse to the
// destination's retur warehouse, or to the supplier), which the returning office packs and sends
// (retur-shipments/{id}/-actions/ship) and the receiver receives. The stock rule is checked again
// (the origin may have sold the goods since the draft); today and the retur date must lie in an
// open period. The returning office is told its retur may be sent.
// Concurrency: the retur row is locked FOR UPDATE (rules.ts lockRetur) and moved by a conditional
// UPDATE; a second validation waits and then finds it validated (409).
import { isPusat, hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { recordOfficeNotice } from "@/server/notifications/transactional";
import { historyRow } from "@/server/stock/movements/machine";
import { recordMovementTransition } from "@/server/stock/movements/history";
import { movementCode } from "@/server/stock/movements/write";
import { returDetailPath } from "@/lib/retur-routes";
import { recordReturTransition } from "./history";
import { assertReturTransition } from "./machine";
import { assertReturPeriodOpen, checkReturLines, lockRetur } from "./rules";

export async function validateRetur(
  db: DbClient,
  input: { returId: string },
  actor: Actor,
): Promise<{ movementId: string }> {
  if (!isPusat(actor) || !hasPermission(actor, "returs.validate")) throw AppError.forbidden();
  const r = await lockRetur(db, actor, input.returId);
  assertReturTransition("validate", r.status);
  await assertReturPeriodOpen(db, r.returDate, true);
  if (!r.originWarehouseId || !r.destinationWarehouseId)
    throw AppError.conflict("Retur belum memiliki gudang asal dan tujuan");
  const lines = await db.returDetail.findMany({
    where: { returId: r.id },
    orderBy: { createdAt: "asc" },
    select: { productId: true, quantity: true, reason: true },
  });
  if (lines.length === 0) throw AppError.conflict("Retur belum memiliki barang");
  await checkReturLines(
    db,
    { ...r, originWarehouseId: r.originWarehouseId },
    lines,
    (i, field) => `/data/attributes/details/${i}/${field}`,
  );
  const updated = await db.retur.updateMany({
    where: { id: r.id, status: "draft" },
    data: { status: "validated", validatedAt: new Date() },
  });
  if (updated.count !== 1) throw AppError.conflict("Retur sudah diubah oleh pengguna lain");
  const m = await db.stockMovement.create({
    data: {
      code: movementCode(),
      returId: r.id,
      originOfficeId: r.originOfficeId,
      destinationOfficeId: r.destinationOfficeId,
      originWarehouseId: r.originWarehouseId,
      destinationWarehouseId: r.destinationWarehouseId,
      deliveryMethod: r.deliveryMethod,
      description: `Retur ${r.code}`,
      createdById: actor.userId,
      movementDetails: {
        create: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      },
    },
    select: { id: true },
  });
  await recordMovementTransition(
    db,
    historyRow(m.id, null, "draft", "create", actor.userId, `Retur ${r.code}`),
  );
  await recordReturTransition(db, {
    returId: r.id,
    from: "draft",
    to: "validated",
    action: "validate",
    userId: actor.userId,
  });
  // Next: the returning office packs and sends (for a supplier return, Pusat's Gudang).
  await recordOfficeNotice(db, r.originOfficeId, {
    name: `Retur ${r.code} divalidasi`,
    message: `Retur ${r.code} sudah divalidasi Penjualan. Kemas dan kirim barangnya.`,
    url: returDetailPath("origin", r.kind, r.id),
  });
  return { movementId: m.id };
}
