// Editing a stock movement while it is a draft (SPEC §7: PATCH/DELETE stock-movements/{id},
// PATCH movement-details/{id}); docs/stock-movements.md "Draft edits". Nothing here posts stock:
// a draft has taken nothing from any warehouse yet. Only the origin office (the sender) edits
// (403 for the receiver, 404 outside the scope); a movement that is no longer a draft is a 409,
// checked by a conditional UPDATE so a concurrent send cannot slip between check and write.
//
// DELETE is a soft delete: deletedAt is set and the status becomes `cancelled` (the document
// keeps its code and history; lists hide it). Every change writes a history row.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { recordMovementTransition } from "./history";
import { historyRow } from "./machine";
import { loadMovementFor, lockedStatus } from "./write";
import { assertShipmentLineQuantity } from "./order-shipment";

const NOT_DRAFT = "Pengiriman hanya dapat diubah selama belum dikemas atau dikirim (draft)";
const RETUR_SHIPMENT =
  "Pengiriman ini milik retur: barang, jumlah dan cara pengirimannya hanya dapat diubah melalui returnya";

/**
 * A retur's shipment carries exactly the retur's validated (frozen) lines and its delivery
 * method (docs/returns.md): its draft is not edited or deleted here but only through the retur
 * (cancel the retur, or ship it through retur-shipments). Checked after the scope and side
 * checks so an office outside the scope still gets its 404 and the receiver its 403.
 */
function assertNotReturShipment(m: { returId: string | null }): void {
  if (m.returId) throw AppError.conflict(RETUR_SHIPMENT);
}

export interface MovementEdit {
  description?: string | null;
  recipient_name?: string | null;
  shipping_address?: string | null;
  delivery_method?: "dikirim" | "diambil";
}

async function assertDraft(db: DbClient, id: string): Promise<void> {
  // Locks the row; the status read under the lock holds until commit.
  if ((await lockedStatus(db, id)) !== "draft") throw AppError.conflict(NOT_DRAFT);
}

export async function updateDraftMovement(
  db: DbClient,
  id: string,
  input: MovementEdit,
  actor: Actor,
): Promise<void> {
  assertNotReturShipment(await loadMovementFor(db, actor, id, "origin"));
  await assertDraft(db, id);
  await db.stockMovement.update({
    where: { id },
    data: {
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.recipient_name !== undefined ? { recipientName: input.recipient_name } : {}),
      ...(input.shipping_address !== undefined ? { shippingAddress: input.shipping_address } : {}),
      ...(input.delivery_method !== undefined ? { deliveryMethod: input.delivery_method } : {}),
    },
  });
  await recordMovementTransition(db, historyRow(id, "draft", "draft", "update", actor.userId));
}

export async function deleteDraftMovement(db: DbClient, id: string, actor: Actor): Promise<void> {
  assertNotReturShipment(await loadMovementFor(db, actor, id, "origin"));
  await assertDraft(db, id);
  const now = new Date();
  await db.stockMovement.update({
    where: { id },
    data: { deletedAt: now, status: "cancelled", cancelledAt: now, cancelReason: "Dihapus" },
  });
  await recordMovementTransition(
    db,
    historyRow(id, "draft", "cancelled", "delete", actor.userId, "Dihapus"),
  );
}

/** PATCH movement-details/{id}: the quantity of a draft movement's line. */
export async function updateDraftLine(
  db: DbClient,
  lineId: string,
  input: { quantity?: number; description?: string | null },
  actor: Actor,
): Promise<void> {
  const line = await db.movementDetail.findUnique({
    where: { id: lineId },
    select: {
      stockMovementId: true,
      productId: true,
      quantity: true,
      product: { select: { code: true } },
    },
  });
  if (!line) throw AppError.notFound();
  const id = line.stockMovementId;
  const m = await loadMovementFor(db, actor, id, "origin");
  assertNotReturShipment(m);
  if (m.status !== "draft") throw AppError.conflict(NOT_DRAFT); // checked again under the lock
  // A shipment of an order or a purchase order carries at most what the document leaves
  // (order-shipment.ts), also after an edit: otherwise a raised line ships goods nobody ordered
  // or paid for. The document row is locked before the movement row, as creating a shipment
  // and cancelPayment do (a deadlock with a use case that locks the other way is a 409).
  if (input.quantity !== undefined)
    await assertShipmentLineQuantity(
      db,
      m,
      { productId: line.productId, productCode: line.product.code, quantity: line.quantity },
      input.quantity,
    );
  await assertDraft(db, id);
  await db.movementDetail.update({
    where: { id: lineId },
    data: {
      ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
    },
  });
  await recordMovementTransition(
    db,
    historyRow(id, "draft", "draft", "update-line", actor.userId, lineId),
  );
}
