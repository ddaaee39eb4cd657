// Demo returned goods in Pusat's retur warehouse, so /gudang/stock/pilah-stock shows data on a
// fresh start: the retur RT-DEMO-001 of STK-001 to Pusat, received in full and waiting to be
// sorted (pilah) and priced. Like every retur (docs/returns.md) it is made through the retur use
// cases as the stockist, Penjualan and Gudang would: written, validated, its shipment sent
// (movement_out from the stockist's main warehouse through postStock) and received (movement_in
// into GD-PUSAT-RETUR), so the shipment carries its retur (stock_movements.retur_id) and
// ledger:check's retur check holds. Runs after the demo orders, so the lines' default prices are
// STK-001's latest paid ones. Idempotent: skipped when it exists (or the pre-retur demo shipment
// of that code does).
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";
import { PRODUCTS } from "./data/products";

export const DEMO_RETURN_CODE = "RT-DEMO-001";
const QUANTITIES = [12, 8, 5];

export async function seedReturnedStock(db: Db): Promise<number> {
  const [retur, movement] = await Promise.all([
    db.retur.findUnique({ where: { code: DEMO_RETURN_CODE } }),
    db.stockMovement.findUnique({ where: { code: DEMO_RETURN_CODE } }),
  ]);
  if (retur || movement) return 0;
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { createRetur } = await import("@/server/returs/create-retur");
  const { validateRetur } = await import("@/server/returs/validate-retur");
  const { shipReturShipment, receiveReturShipment } =
    await import("@/server/returs/ship-retur-shipment");
  const actorOf = async (email: string) => {
    const u = await db.user.findUnique({ where: { email } });
    return u ? loadActor(db, u.id, "session") : null;
  };
  const [stockist, penjualan, gudang] = await Promise.all(
    ["stockist", "penjualan", "gudang"].map((u) => actorOf(`${u}@erp.test`)),
  );
  const expedition = await db.expedition.findFirst({ where: { deletedAt: null } });
  if (!stockist?.officeId || !penjualan || !gudang || !expedition) return 0;
  // The first demo products, as many as STK-001's main warehouse holds (at most 12 / 8 / 5).
  const stocks = await db.stock.findMany({
    where: {
      warehouse: { officeId: stockist.officeId, type: "main", deletedAt: null },
      product: { code: { in: PRODUCTS.slice(0, QUANTITIES.length).map((p) => p.code) } },
      quantity: { gt: 0 },
    },
    orderBy: { product: { code: "asc" } },
    select: { productId: true, quantity: true },
  });
  const details = stocks.map((s, i) => ({
    product_id: s.productId,
    quantity: Math.min(s.quantity, QUANTITIES[i] ?? 1),
    reason: "Retur barang dari stockist (data demo): menunggu dipilah",
  }));
  if (details.length === 0) return 0;
  const id = await db.$transaction((tx) =>
    createRetur(
      tx,
      {
        description: "Retur barang dari stockist (data demo), menunggu dipilah",
        delivery_method: "dikirim",
        details,
      },
      stockist,
      { code: DEMO_RETURN_CODE },
    ),
  );
  const { movementId } = await db.$transaction((tx) =>
    validateRetur(tx, { returId: id }, penjualan),
  );
  await db.$transaction((tx) =>
    shipReturShipment(
      tx,
      movementId,
      { expeditionId: expedition.id, trackingNumber: "RESI-RT-DEMO-001", weight: 2500 },
      stockist,
    ),
  );
  await db.$transaction((tx) => receiveReturShipment(tx, movementId, null, gudang));
  return details.length;
}
