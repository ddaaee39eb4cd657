// Demo supplier -> Pusat shipments (docs/stock-movements.md), so every barang-dari-supplier screen
// shows rows on a fresh start: draft, packed, sent, partially received with its susulan (the
// supplier settles the units in transit as a susulan, docs/stock-movements.md "Goods in
// transit") and received (the last two come from the purchasing seed's orders, through shipAndReceive), plus
// cancelled and received-with-a-pending-complaint. Everything goes through the real use cases
// (server/stock/movements/write.ts) as supplier@ and gudang@ would, each step in its own
// transaction, so postStock writes the ledger and `npm run ledger:check` stays clean. The
// supplier's main warehouse also gets a few dated batches (posted through postStock) so the
// packing page has FEFO suggestions. Idempotent: skipped when the demo shipments exist.
import { register } from "node:module";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/prisma-client";
import { jakartaDateString } from "@/lib/business-date";

export const DEMO_SHIPMENT_NOTE = "Data demo pengiriman";

let hooked = false;

async function loadUseCases() {
  // The use cases import server-only modules; in plain Node that marker throws, so it resolves to
  // its empty variant first (prisma/seed/server-only-hook.mjs).
  if (!hooked) register("./server-only-hook.mjs", import.meta.url);
  hooked = true;
  const write = await import("@/server/stock/movements/write");
  const { settleMovement } = await import("@/server/stock/movements/settle");
  const { loadActor } = await import("@/server/auth/actor");
  return { ...write, settleMovement, loadActor };
}

interface ShipInput {
  purchaseOrderId: string;
  supplier: Actor;
  receiver: Actor;
  /** Received quantity per product id (missing: everything). */
  received?: Map<string, number>;
  description?: string;
  /** Where the shipment stops: "draft" | "packed" | "sent" | "received" (default). */
  until?: "draft" | "packed" | "sent" | "received";
}

/**
 * One shipment of everything still open on a purchase order: created by the supplier, packed in
 * one packet, sent by expedition and (unless `until` says otherwise) received at Pusat.
 */
export async function shipAndReceive(db: Db, input: ShipInput): Promise<string> {
  const uc = await loadUseCases();
  const po = await db.purchaseOrder.findUniqueOrThrow({
    where: { id: input.purchaseOrderId },
    select: { details: { select: { productId: true, quantity: true, receivedQuantity: true } } },
  });
  const details = po.details
    .filter((d) => d.quantity > d.receivedQuantity)
    .map((d) => ({ productId: d.productId, quantity: d.quantity - d.receivedQuantity }));
  const until = input.until ?? "received";
  const id = await db.$transaction((tx) =>
    uc.createMovement(
      tx,
      {
        purchaseOrderId: input.purchaseOrderId,
        deliveryMethod: "dikirim",
        details,
        description: input.description ?? null,
      },
      input.supplier,
    ),
  );
  if (until === "draft") return id;
  await db.$transaction((tx) =>
    uc.createPacket(tx, { stockMovementId: id, details, weight: 1500 }, input.supplier),
  );
  await db.$transaction((tx) => uc.packMovement(tx, id, input.supplier));
  if (until === "packed") return id;
  const expedition = await db.expedition.findFirst({
    where: { deletedAt: null, isActive: true },
    orderBy: { code: "asc" },
  });
  await db.$transaction((tx) =>
    uc.sendMovement(
      tx,
      id,
      {
        expeditionId: expedition?.id ?? null,
        trackingNumber: `RESI${id.slice(-8).toUpperCase()}`,
        shippingCost: 45000,
      },
      input.supplier,
    ),
  );
  if (until === "sent") return id;
  const lines = await db.movementDetail.findMany({
    where: { stockMovementId: id },
    select: { id: true, productId: true, quantity: true },
  });
  await db.$transaction((tx) =>
    uc.receiveMovement(
      tx,
      id,
      lines.map((l) => ({
        lineId: l.id,
        receivedQuantity: Math.min(l.quantity, input.received?.get(l.productId) ?? l.quantity),
      })),
      input.receiver,
    ),
  );
  // What did not arrive is still at the supplier: it settles it as a susulan (a draft follow-up).
  const after = await db.movementDetail.findMany({
    where: { stockMovementId: id },
    select: { quantity: true, receivedQuantity: true },
  });
  if (after.some((l) => l.receivedQuantity < l.quantity))
    await db.$transaction((tx) =>
      uc.settleMovement(
        tx,
        id,
        { outcome: "susulan", reason: "Barang belum terkirim, dikirim susulan", details: null },
        input.supplier,
      ),
    );
  return id;
}

export async function seedStockMovements(db: Db): Promise<number> {
  const supplierOffice = await db.office.findUnique({ where: { code: "SUP-001" } });
  if (!supplierOffice) return 0;
  const exists = await db.stockMovement.count({
    where: { originOfficeId: supplierOffice.id, description: { startsWith: DEMO_SHIPMENT_NOTE } },
  });
  if (exists > 0) return 0;
  const uc = await loadUseCases();
  const { createPurchaseOrder } = await import("@/server/purchasing/create-purchase-order");
  const { submitPurchaseOrder } = await import("@/server/purchasing/submit-purchase-order");
  const { processPurchaseOrder } = await import("@/server/purchasing/process-purchase-order");
  const { postStock } = await import("@/server/stock/post-stock");
  const { jakartaToday } = await import("@/lib/business-date");

  const [gudangUser, supplierUser] = await Promise.all([
    db.user.findUnique({ where: { email: "gudang@erp.test" } }),
    db.user.findUnique({ where: { email: "supplier@erp.test" } }),
  ]);
  const gudang = gudangUser ? await uc.loadActor(db, gudangUser.id, "session") : null;
  const sup = supplierUser ? await uc.loadActor(db, supplierUser.id, "session") : null;
  if (!gudang || !sup) return 0;
  const products = await db.product.findMany({
    where: { deletedAt: null, isActive: true },
    select: { id: true, purchasePrice: true },
    orderBy: { code: "asc" },
    take: 4,
  });
  if (products.length < 2) return 0;
  const at = (i: number) => {
    const p = products[i % products.length];
    if (!p) throw new Error("no demo product");
    return p;
  };

  // FEFO: dated batches of the first two products in the supplier's main warehouse.
  const supplierMain = await db.warehouse.findFirst({
    where: { officeId: supplierOffice.id, type: "main", deletedAt: null },
  });
  if (supplierMain) {
    const day = (months: number) => new Date(Date.UTC(2027, months, 1));
    const batches = [
      { product: at(0), code: "SUP-B2701", expiredAt: day(0), quantity: 30 },
      { product: at(0), code: "SUP-B2706", expiredAt: day(5), quantity: 60 },
      { product: at(1), code: "SUP-B2703", expiredAt: day(2), quantity: 40 },
    ];
    for (const b of batches) {
      const row = await db.batch.upsert({
        where: {
          warehouseId_productId_code: {
            warehouseId: supplierMain.id,
            productId: b.product.id,
            code: b.code,
          },
        },
        update: {},
        create: {
          code: b.code,
          productId: b.product.id,
          warehouseId: supplierMain.id,
          expiredAt: b.expiredAt,
          description: DEMO_SHIPMENT_NOTE,
        },
      });
      await db.$transaction((tx) =>
        postStock(
          tx,
          {
            businessDate: jakartaToday(),
            lines: [
              {
                warehouseId: supplierMain.id,
                productId: b.product.id,
                batchId: row.id,
                quantity: b.quantity,
                type: "opening" as const,
                sourceType: "warehouses",
                sourceId: supplierMain.id,
                description: `Stok awal batch ${b.code} (data demo)`,
              },
            ],
          },
          { userId: null },
        ),
      );
    }
  }

  const today = jakartaDateString();
  /** A purchase order the supplier is preparing (processing), to ship against. */
  const order = async (note: string, lines: [number, number][]) => {
    const id = await db.$transaction((tx) =>
      createPurchaseOrder(
        tx,
        {
          order_date: today,
          description: `${DEMO_SHIPMENT_NOTE}: ${note}`,
          details: lines.map(([i, quantity]) => {
            const price = Number(at(i).purchasePrice);
            return { product_id: at(i).id, quantity, unit_price: price > 0 ? price : 12500 };
          }),
          "supplier-office": supplierOffice.id,
        },
        gudang,
      ),
    );
    await db.$transaction((tx) => submitPurchaseOrder(tx, { purchaseOrderId: id }, gudang));
    await db.$transaction((tx) => processPurchaseOrder(tx, { purchaseOrderId: id }, sup));
    return id;
  };
  const ship = async (
    note: string,
    lines: [number, number][],
    until: "draft" | "packed" | "sent" | "received",
  ) =>
    shipAndReceive(db, {
      purchaseOrderId: await order(note, lines),
      supplier: sup,
      receiver: gudang,
      until,
      description: `${DEMO_SHIPMENT_NOTE}: ${note}`,
    });

  await ship(
    "menunggu dikemas",
    [
      [0, 10],
      [1, 6],
    ],
    "draft",
  );
  await ship("sudah dikemas", [[1, 8]], "packed");
  await ship(
    "dalam perjalanan",
    [
      [2, 14],
      [3, 4],
    ],
    "sent",
  );
  const cancelled = await ship("dibatalkan", [[3, 3]], "draft");
  await db.$transaction((tx) =>
    uc.cancelMovement(tx, cancelled, "Salah input jumlah, dibuat ulang", sup),
  );
  // A complaint has no use case of its own yet (it comes with the member/stockist flows); the
  // flag is set on a received shipment so the approve / decline actions can be seen. No stock
  // effect, so the ledger is untouched.
  const complained = await ship("diterima dengan komplain", [[0, 6]], "received");
  await db.stockMovement.update({
    where: { id: complained },
    data: { complaintStatus: "pending", complaintDescription: "Dua dus penyok saat diterima" },
  });
  return 5;
}
