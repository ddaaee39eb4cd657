// Demo purchase orders from Pusat to SUP-001, one in every state (draft, submitted, processing,
// partially_received, received, cancelled), so the purchasing screens show data on a fresh start.
// Made through the purchasing use cases (server/purchasing) as gudang@ and supplier@ would, each
// in its own transaction. The two receipts are real shipments through the stock movement use
// cases (prisma/seed/stock-movements.ts), stock postings included. Idempotent: skipped when the
// demo orders exist.
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

  // The two receipts travel as real supplier shipments (prisma/seed/stock-movements.ts):
  // created, packed, sent and received through the movement use cases, so the stock ledger,
  // the purchase order's received quantities and its incoming-goods row all follow.
  const { shipAndReceive } = await import("./stock-movements");
  const receivedShipment = async (poId: string, lines: Line[]) => {
    const received = new Map<string, number>();
    for (const l of lines) received.set(l.product_id, l.quantity);
    await shipAndReceive(db, { purchaseOrderId: poId, supplier: sup, receiver: gudang, received });
  };

  await create("masih draft", [line(0, 20), line(1, 10)]);

  const submitted = await create("menunggu supplier", [line(1, 30), line(2, 15)]);
  await submit(submitted);

  const processing = await create("sedang disiapkan supplier", [line(0, 50), line(3, 25)]);
  await submit(processing);
  await process(processing);

  const partialLines = [line(0, 40), line(1, 20)];
  const partial = await create("diterima sebagian", partialLines);
  // Ships all 40 + 20; 25 + 20 arrive, the other 15 become the susulan.
  await submit(partial);
  await process(partial);
  await receivedShipment(partial, [line(0, 25), line(1, 20)]);

  const fullLines = [line(2, 12), line(3, 8)];
  const full = await create("diterima lengkap", fullLines);
  await submit(full);
  await process(full);
  await receivedShipment(full, fullLines);

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
