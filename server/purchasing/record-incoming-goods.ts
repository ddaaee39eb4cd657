// POST incoming-goods (SPEC §7 "GET/POST incoming-goods"): Pusat records goods that arrived from
// a supplier. An incoming-goods row is never written on its own (stock from nothing, issue §5):
// it is the receipt of a supplier's shipment of a purchase order, so this is the same use case
// as PATCH stock-movements/{id}/-actions/receive (receiveMovement: stock into the warehouse,
// recordPurchaseReceipt: the IG row, the order's received quantities and state), plus the
// delivery note number and note the form gives. Answers the new row's id.
//
// Permission incoming-goods.create and stock-movements.receive (it posts stock); the movement
// must be one the caller sees (else 422 at the relationship: it names nothing the caller knows),
// addressed to the caller's office (403) and tied to a purchase order (422).
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { receiveMovement } from "@/server/stock/movements/write";
import { movementWhere } from "@/server/stock/movements/scope";
import type { TIncomingGoodCreateInput } from "@/lib/schemas/purchasing";

const MOVEMENT_POINTER = "/data/relationships/stock-movement";

export async function recordIncomingGoods(
  db: DbClient,
  input: TIncomingGoodCreateInput,
  actor: Actor,
): Promise<string> {
  if (
    !hasPermission(actor, "incoming-goods.create") ||
    !hasPermission(actor, "stock-movements.receive")
  )
    throw AppError.forbidden();
  const scope = movementWhere(actor);
  const movement = await db.stockMovement.findFirst({
    where: { id: input["stock-movement"], deletedAt: null, ...(scope ?? {}) },
    select: { id: true, purchaseOrderId: true, destinationOfficeId: true },
  });
  if (!movement)
    throw AppError.validation([
      { detail: "Pengiriman tidak ditemukan", source: { pointer: MOVEMENT_POINTER } },
    ]);
  if (!movement.purchaseOrderId)
    throw AppError.validation([
      {
        detail: "Barang masuk dicatat dari pengiriman supplier atas pembelian",
        source: { pointer: MOVEMENT_POINTER },
      },
    ]);
  if (!actor.isSuperadmin && movement.destinationOfficeId !== actor.officeId)
    throw AppError.forbidden("Hanya kantor tujuan yang dapat menerima barang ini");
  const lines = input.details ?? null;
  if (lines) {
    const seen = new Set<string>();
    lines.forEach((l, i) => {
      if (seen.has(l.id))
        throw AppError.validation([
          {
            detail: "Baris pengiriman disebut lebih dari sekali",
            source: { pointer: `/data/attributes/details/${i}/id` },
          },
        ]);
      seen.add(l.id);
    });
  }
  await receiveMovement(
    db,
    movement.id,
    lines?.map((l) => ({ lineId: l.id, receivedQuantity: l.received_quantity })) ?? null,
    actor,
  );
  const incoming = await db.incomingGood.findFirst({
    where: { stockMovementId: movement.id },
    select: { id: true },
  });
  if (!incoming)
    throw AppError.validation([
      {
        detail: "Tidak ada barang yang diterima: jumlah diterima semuanya 0",
        source: { pointer: "/data/attributes/details" },
      },
    ]);
  if (input.reference_number !== undefined || input.description !== undefined)
    await db.incomingGood.update({
      where: { id: incoming.id },
      data: {
        ...(input.reference_number !== undefined
          ? { referenceNumber: input.reference_number }
          : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      },
    });
  return incoming.id;
}
