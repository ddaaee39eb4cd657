// Demo purchase orders from Pusat to SUP-001, one in every state (draft, submitted, processing,
// partially_received, received, cancelled), so the purchasing screens show data on a fresh start.
// Made through the purchasing use cases (server/purchasing) as gudang@ and supplier@ would, each
// in its own transaction. The two receipts need a stock movement to hang on: a received
// supplier shipment row is written for each, WITHOUT stock postings (the ledger work's receive
// posts those; see docs/purchasing.md). Idempotent: skipped when the demo orders exist.
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";
import { jakartaDateString } from "@/lib/business-date";

export const DEMO_PO_NOTE = "Data demo pembelian";

type Line = { product_id: string; quantity: number; unit_price: number };

export async function seedPurchaseOrders(db: Db): Promise<number> {
  const supplier = await db.office.findUnique({ where: { code: "SUP-001" } });
  const pusat = await db.office.findUnique({ where: { code: "PUSAT" } });
  if (!supplier || !pusat) return 0;
  const exists = await db.purchaseOrder.count({
    where: { supplierOfficeId: supplier.id, description: { startsWith: DEMO_PO_NOTE } },
  });
  if (exists > 0) return 0;

  // The use cases import server-only modules (the actor); in plain Node that marker throws, so
  // it resolves to its empty variant first (prisma/seed/server-only-hook.mjs).
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { createPurchaseOrder } = await import("@/server/purchasing/create-purchase-order");
  const { submitPurchaseOrder } = await import("@/server/purchasing/submit-purchase-order");
  const { processPurchaseOrder } = await import("@/server/purchasing/process-purchase-order");
  const { cancelPurchaseOrder } = await import("@/server/purchasing/cancel-purchase-order");
  const { recordPurchaseReceipt } = await import("@/server/purchasing/record-purchase-receipt");

  const [gudangUser, supplierUser] = await Promise.all([
    db.user.findUnique({ where: { email: "gudang@erp.test" } }),
    db.user.findUnique({ where: { email: "supplier@erp.test" } }),
  ]);
  const gudang = gudangUser ? await loadActor(db, gudangUser.id, "session") : null;
  const sup = supplierUser ? await loadActor(db, supplierUser.id, "session") : null;
  if (!gudang || !sup) return 0;

  const products = await db.product.findMany({
    where: { deletedAt: null, isActive: true },
    select: { id: true, purchasePrice: true },
    orderBy: { code: "asc" },
    take: 4,
  });
  if (products.length < 2) return 0;
  const line = (i: number, quantity: number): Line => {
    const p = products[i % products.length];
    if (!p) throw new Error("no demo product");
    const price = Number(p.purchasePrice);
    return { product_id: p.id, quantity, unit_price: price > 0 ? price : 10000 + i * 2500 };
  };
  const today = jakartaDateString();
  const inAWeek = jakartaDateString(new Date(Date.now() + 7 * 24 * 3600 * 1000));
  const create = (note: string, lines: Line[]) =>
    db.$transaction((tx) =>
      createPurchaseOrder(
        tx,
        {
          order_date: today,
          expected_date: inAWeek,
          description: `${DEMO_PO_NOTE}: ${note}`,
          details: lines,
          "supplier-office": supplier.id,
        },
        gudang,
      ),
    );
  const submit = (id: string) =>
    db.$transaction((tx) => submitPurchaseOrder(tx, { purchaseOrderId: id }, gudang));
  const process = (id: string) =>
    db.$transaction((tx) => processPurchaseOrder(tx, { purchaseOrderId: id }, sup));

  const main = await db.warehouse.findFirst({
    where: { officeId: pusat.id, type: "main", deletedAt: null },
  });
  const supplierMain = await db.warehouse.findFirst({
    where: { officeId: supplier.id, type: "main", deletedAt: null },
  });
  /** A supplier shipment already received at Pusat, carrying `lines` (no stock posted here). */
  const receivedShipment = async (poId: string, code: string, lines: Line[]) => {
    const now = new Date();
    const m = await db.stockMovement.create({
      data: {
        code: `SM-DEMO-${code}`,
        purchaseOrderId: poId,
        originOfficeId: supplier.id,
        destinationOfficeId: pusat.id,
        originWarehouseId: supplierMain?.id ?? null,
        destinationWarehouseId: main?.id ?? null,
        status: "received",
        deliveryMethod: "dikirim",
        description: DEMO_PO_NOTE,
        sentAt: now,
        receivedAt: now,
        movementDetails: {
          create: lines.map((l) => ({
            productId: l.product_id,
            quantity: l.quantity,
            receivedQuantity: l.quantity,
          })),
        },
      },
    });
    await db.$transaction((tx) =>
      recordPurchaseReceipt(
        tx,
        {
          purchaseOrderId: poId,
          movementId: m.id,
          lines: lines.map((l) => ({ productId: l.product_id, receivedQuantity: l.quantity })),
        },
        gudang,
      ),
    );
  };

  await create("masih draft", [line(0, 20), line(1, 10)]);

  const submitted = await create("menunggu supplier", [line(1, 30), line(2, 15)]);
  await submit(submitted);

  const processing = await create("sedang disiapkan supplier", [line(0, 50), line(3, 25)]);
  await submit(processing);
  await process(processing);

  const partialLines = [line(0, 40), line(1, 20)];
  const partial = await create("diterima sebagian", partialLines);
  await submit(partial);
  await process(partial);
  const partialCode = (await db.purchaseOrder.findUniqueOrThrow({ where: { id: partial } })).code;
  await receivedShipment(partial, partialCode, [line(0, 25), line(1, 20)]);

  const fullLines = [line(2, 12), line(3, 8)];
  const full = await create("diterima lengkap", fullLines);
  await submit(full);
  await process(full);
  const fullCode = (await db.purchaseOrder.findUniqueOrThrow({ where: { id: full } })).code;
  await receivedShipment(full, fullCode, fullLines);

  const cancelled = await create("dibatalkan", [line(1, 5)]);
  await submit(cancelled);
  await db.$transaction((tx) =>
    cancelPurchaseOrder(
      tx,
      { purchaseOrderId: cancelled, reason: "Harga dari supplier berubah" },
      gudang,
    ),
  );
  return 6;
}
