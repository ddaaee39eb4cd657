// Demo rows for the order routes added after the shipping flow (docs/orders.md "Screens",
// docs/stock-movements.md "Order kinds on the screens"), on top of prisma/seed/order-shipments.ts
// and with its steps (the order and movement use cases, one transaction per step):
// - KP-001's second warehouse ('Gudang Kedua', type secondary) with opening stock, and a draft
//   Faktur KP that leaves from it (the order form's "Gudang Asal");
// - a KP-001 -> STK-001 faktur shipped by expedition and not yet received (KP "Pengiriman
//   Ekspedisi", the stockist's barang-dari-kp "Tambah Barang Masuk");
// - a Pusat -> STK-001 faktur received in part whose susulan is packed and sent by expedition
//   (the stockist's "Susulan" with a shipment to receive; Gudang "Pengiriman Ekspedisi").
// Idempotent: skipped when its orders exist. Runs after seedOrderShipments.
import type { Db } from "@/server/prisma-client";
import { ensureOfficeWarehouses, warehouseCode } from "@/server/offices/ensure-office-warehouses";
import { postStock } from "@/server/stock/post-stock";
import { jakartaToday } from "@/lib/business-date";
import { ZCreateOrderInput } from "@/lib/schemas/orders";
import { DEMO_SHIPPING_NOTE, orderShippingSteps } from "./order-shipments";

/** The note every order of this module starts with (after the shipping module's prefix). */
export const ORDER_ROUTES_NOTE = "rute order";
/** The draft Faktur KP that leaves from KP-001's second warehouse. */
export const SECONDARY_FAKTUR_NOTE = `${DEMO_SHIPPING_NOTE}: ${ORDER_ROUTES_NOTE}, faktur KP dari gudang kedua`;
/** Opening stock of each demo product in KP-001's second warehouse. */
const SECONDARY_STOCK = 40;

export async function seedOrderRoutes(db: Db): Promise<number> {
  const prefix = `${DEMO_SHIPPING_NOTE}: ${ORDER_ROUTES_NOTE}`;
  if ((await db.order.count({ where: { description: { startsWith: prefix } } })) > 0) return 0;
  const steps = await orderShippingSteps(db);
  if (!steps) return 0;
  const { idOf, minOf, reaching, released, ship, step, mv } = steps;
  const { penjualan, kasir, gudang, stockist, kp, admin } = steps.actors;
  const stk = idOf("STK-001");
  const minStk = minOf("STK-001");
  const before = steps.made();

  // KP-001's second warehouse, stocked with the three products the demo orders use.
  const kpOffice = await db.office.findUniqueOrThrow({
    where: { code: "KP-001" },
    select: { id: true, code: true, name: true, officeCategoryId: true },
  });
  await ensureOfficeWarehouses(db, kpOffice);
  const secondary = await db.warehouse.upsert({
    where: { code: warehouseCode(kpOffice.code, "secondary") },
    update: {},
    create: {
      code: warehouseCode(kpOffice.code, "secondary"),
      name: `Gudang Kedua ${kpOffice.name}`.slice(0, 255),
      officeId: kpOffice.id,
      type: "secondary",
    },
    select: { id: true },
  });
  const lines = reaching(minStk, 3);
  await step((tx) =>
    postStock(
      tx,
      {
        businessDate: jakartaToday(),
        lines: lines.map((l) => ({
          warehouseId: secondary.id,
          productId: l.product_id,
          type: "opening" as const,
          quantity: Math.max(SECONDARY_STOCK, l.quantity),
          sourceType: "warehouses",
          sourceId: secondary.id,
          description: "Stok awal gudang kedua (data demo)",
        })),
      },
      { userId: null },
    ),
  );
  await step(async (tx) => {
    const { createOrder } = await import("@/server/orders/write-order");
    return createOrder(
      tx,
      ZCreateOrderInput.parse({
        order_type: "sale",
        description: SECONDARY_FAKTUR_NOTE,
        delivery_method: "dikirim",
        details: lines,
        "destination-office": stk,
        "origin-warehouse": secondary.id,
      }),
      kp,
    );
  });

  // KP-001 -> STK-001 by expedition, on its way (waits for the stockist's receipt).
  const kpSent = await released(
    kp,
    admin,
    "sale",
    `${ORDER_ROUTES_NOTE}, KP ke stockist (dikirim)`,
    stk,
    reaching(minStk, 3),
  );
  await ship(kpSent, kp, stockist, "sent");

  // Pusat -> STK-001 received in part; its susulan packed and sent by expedition.
  const partial = await released(
    penjualan,
    kasir,
    "sale",
    `${ORDER_ROUTES_NOTE}, susulan dikirim`,
    stk,
    reaching(minStk, 6),
  );
  const parent = await ship(partial, gudang, stockist, "partial");
  const susulan = await db.stockMovement.findFirst({
    where: { parentMovementId: parent, isSusulan: true },
    select: { id: true, movementDetails: { select: { productId: true, quantity: true } } },
  });
  if (susulan) {
    await step((tx) =>
      mv.createPacket(
        tx,
        {
          stockMovementId: susulan.id,
          name: "Kardus susulan",
          weight: 1500,
          details: susulan.movementDetails.map((d) => ({
            productId: d.productId,
            quantity: d.quantity,
          })),
        },
        gudang,
      ),
    );
    await step((tx) => mv.packMovement(tx, susulan.id, gudang));
    await step((tx) =>
      mv.sendMovement(
        tx,
        susulan.id,
        {
          expeditionId: steps.expedition?.id ?? null,
          trackingNumber: `RESI${susulan.id.slice(-8).toUpperCase()}`,
          shippingCost: 20000,
        },
        gudang,
      ),
    );
  }
  return steps.made() - before + 1;
}
