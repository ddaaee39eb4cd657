// retur-shipments/{id}/-actions/ship and /receive: a retur's shipment moves through the ONE
// shipment lifecycle (server/stock/movements/write.ts); these only adapt it.
// - ship (the returning office, retur-shipments.ship): a dikirim shipment still in draft is
//   packed first in one parcel holding every line (createPacket + packMovement, the packing
//   stage as a config of the kind), then sent (sendMovement: movement_out from the origin
//   warehouse through postStock, 422 when the warehouse no longer holds the goods; the retur
//   becomes shipped). Payload: expedition_id (dikirim: required), tracking_number,
//   shipping_cost, weight (grams, of the one parcel).
// - receive (the receiving office, retur-shipments.receive): receiveMovement with the received
//   quantity per line (default all): movement_in into Pusat's retur warehouse (or the
//   supplier's), the rest in transit until the sender settles it (stock-movements settle); the
//   retur becomes received.
// A movement that carries no retur is a 404 here (it is not a retur shipment). Concurrency: as
// the lifecycle's use cases (row lock of the movement, guarded state UPDATEs).
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { ReceiveInput } from "@/server/stock/movements/machine";
import {
  createPacket,
  loadMovementFor,
  movementLines,
  packMovement,
  receiveMovement,
  sendMovement,
  type ReceiveResult,
  type SendInput,
} from "@/server/stock/movements/write";

const NOT_FOUND = "Pengiriman retur tidak ditemukan";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadReturShipment(db: DbClient, actor: Actor, id: string, side: "origin" | "destination") {
  if (!UUID.test(id)) throw AppError.notFound(NOT_FOUND);
  const m = await loadMovementFor(
    db,
    actor,
    id,
    side,
    side === "origin"
      ? "Hanya kantor yang meretur yang dapat mengirim barang retur ini"
      : "Hanya kantor tujuan retur yang dapat menerima barang ini",
  ).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "NOT_FOUND") throw AppError.notFound(NOT_FOUND);
    throw e;
  });
  if (!m.returId) throw AppError.notFound(NOT_FOUND);
  return m;
}

export async function shipReturShipment(
  db: DbClient,
  id: string,
  input: SendInput & { weight?: number | null },
  actor: Actor,
): Promise<void> {
  if (!hasPermission(actor, "retur-shipments.ship")) throw AppError.forbidden();
  const m = await loadReturShipment(db, actor, id, "origin");
  if (m.deliveryMethod === "dikirim" && m.status === "draft") {
    const lines = await movementLines(db, id);
    await createPacket(
      db,
      {
        stockMovementId: id,
        name: "Barang retur",
        weight: input.weight ?? 0,
        details: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      },
      actor,
    );
    await packMovement(db, id, actor);
  }
  await sendMovement(db, id, input, actor);
}

export async function receiveReturShipment(
  db: DbClient,
  id: string,
  input: readonly ReceiveInput[] | null,
  actor: Actor,
): Promise<ReceiveResult> {
  if (!hasPermission(actor, "retur-shipments.receive")) throw AppError.forbidden();
  await loadReturShipment(db, actor, id, "destination");
  return receiveMovement(db, id, input, actor);
}
