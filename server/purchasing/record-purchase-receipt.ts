// Records goods received against a purchase order (docs/purchasing.md "Receipts"). Called by the
// receive of a stock movement that carries a purchase_order_id, inside that receive's
// transaction, with the quantities the destination confirmed per product:
//
//   recordPurchaseReceipt(tx, { purchaseOrderId, movementId, lines: [{ productId, receivedQuantity }] }, actor)
//
// It writes the incoming-goods row (IG-YYYYMM-NNNNN) and its lines, adds the quantities to
// purchase_order_details.received_quantity, and moves the order to partially_received or
// received (followDocumentDelivery: received also when the rest was written off). It posts NO stock: the movement's receive posts movement_in itself. The order row is
// locked first, so two receipts of one order serialise; a line may not exceed what is still
// open (422), a movement is recorded once (409), and a product not on the order is a 422.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { PurchaseOrderStatus } from "@/lib/schemas/purchasing";
import { nextDocumentCode } from "./codes";
import { assertPurchaseOrderTransition } from "./machine";
import { invalidAt, loadForBuyer } from "./rules";
import { followDocumentDelivery } from "@/server/stock/movements/follow-document-delivery";
import { jakartaToday } from "@/lib/business-date";

export type TRecordPurchaseReceiptInput = {
  purchaseOrderId: string;
  movementId: string;
  lines: { productId: string; receivedQuantity: number }[];
};

export type PurchaseReceiptResult = {
  /** null when every received quantity was 0 (nothing arrived; nothing is recorded). */
  incomingGoodId: string | null;
  status: PurchaseOrderStatus;
};

export async function recordPurchaseReceipt(
  db: DbClient,
  input: TRecordPurchaseReceiptInput,
  actor: Actor,
): Promise<PurchaseReceiptResult> {
  const po = await loadForBuyer(db, actor, input.purchaseOrderId);
  // Serialise receipts of one order: the state and received quantities read below stay current.
  await db.$queryRaw`SELECT id FROM purchase_orders WHERE id = ${po.id}::uuid FOR UPDATE`;
  const current = await db.purchaseOrder.findUniqueOrThrow({
    where: { id: po.id },
    select: { status: true },
  });
  const from = current.status;
  assertPurchaseOrderTransition("receipt", from);

  const movement = await db.stockMovement.findFirst({
    where: { id: input.movementId, deletedAt: null },
    select: { id: true, purchaseOrderId: true, destinationWarehouseId: true },
  });
  if (!movement || movement.purchaseOrderId !== po.id)
    throw AppError.conflict("Pengiriman ini bukan untuk pembelian tersebut");
  const already = await db.incomingGood.findFirst({
    where: { stockMovementId: movement.id },
    select: { code: true },
  });
  if (already) throw AppError.conflict(`Pengiriman ini sudah dicatat (${already.code})`);

  const details = await db.purchaseOrderDetail.findMany({
    where: { purchaseOrderId: po.id },
    select: { id: true, productId: true, quantity: true, receivedQuantity: true },
  });
  const byProduct = new Map(details.map((d) => [d.productId, d]));
  const received = new Map<string, number>();
  input.lines.forEach((l, i) => {
    if (!Number.isInteger(l.receivedQuantity) || l.receivedQuantity < 0)
      throw invalidAt(
        `/data/attributes/lines/${i}/received_quantity`,
        "Jumlah diterima tidak valid",
      );
    if (!byProduct.has(l.productId))
      throw invalidAt(`/data/attributes/lines/${i}/product_id`, "Barang tidak ada di pembelian");
    received.set(l.productId, (received.get(l.productId) ?? 0) + l.receivedQuantity);
  });
  const positive = [...received].filter(([, q]) => q > 0);
  if (positive.length === 0) return { incomingGoodId: null, status: from };

  for (const [productId, quantity] of positive) {
    const d = byProduct.get(productId);
    if (!d) continue;
    const res = await db.purchaseOrderDetail.updateMany({
      where: { id: d.id, receivedQuantity: { lte: d.quantity - quantity } },
      data: { receivedQuantity: { increment: quantity } },
    });
    if (res.count !== 1)
      throw AppError.validation([
        {
          detail: `Jumlah diterima melebihi sisa pesanan: sisa ${d.quantity - d.receivedQuantity}`,
          source: { pointer: "/data/attributes/lines" },
        },
      ]);
    d.receivedQuantity += quantity;
  }

  const warehouseId = movement.destinationWarehouseId ?? po.warehouseId;
  if (!warehouseId) throw AppError.conflict("Gudang penerima pembelian tidak diketahui");
  const now = new Date();
  const incoming = await db.incomingGood.create({
    data: {
      code: await nextDocumentCode(db, "IG", jakartaToday(now)),
      purchaseOrderId: po.id,
      stockMovementId: movement.id,
      originOfficeId: po.supplierOfficeId,
      officeId: po.officeId,
      warehouseId,
      status: "received",
      receivedAt: now,
      createdById: actor.userId,
      details: {
        create: positive.map(([productId, quantity]) => ({
          productId,
          quantity,
          purchaseOrderDetailId: byProduct.get(productId)?.id ?? null,
        })),
      },
    },
    select: { id: true, code: true },
  });

  // The state follows the goods (follow-document-delivery.ts): received once every line arrived
  // or was written off (lost / damaged), else partially_received; the row names the receipt.
  const change = await followDocumentDelivery(
    db,
    { orderId: null, purchaseOrderId: po.id },
    { action: "receipt", note: incoming.code, always: true },
    actor,
  );
  const to = (change?.to ?? from) as PurchaseOrderStatus;
  return { incomingGoodId: incoming.id, status: to };
}
