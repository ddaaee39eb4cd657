// Demo returned goods in Pusat's retur warehouse, so /gudang/stock/pilah-stock shows data on a
// fresh start: one received return shipment from STK-001 to Pusat (code RT-DEMO-001) whose
// goods left the stockist's main warehouse (movement_out) and arrived in GD-PUSAT-RETUR
// (movement_in), posted through postStock like any receipt. Idempotent: skipped when it exists.
import type { Db } from "@/server/prisma-client";
import { jakartaToday } from "@/lib/business-date";
import { postStock } from "@/server/stock/post-stock";
import { PRODUCTS } from "./data/products";

export const DEMO_RETURN_CODE = "RT-DEMO-001";
const QUANTITIES = [12, 8, 5];

export async function seedReturnedStock(db: Db): Promise<number> {
  if (await db.stockMovement.findUnique({ where: { code: DEMO_RETURN_CODE } })) return 0;
  const [stockist, pusat] = await Promise.all([
    db.office.findUnique({ where: { code: "STK-001" } }),
    db.office.findUnique({ where: { code: "PUSAT" } }),
  ]);
  if (!stockist || !pusat) return 0;
  const [from, to] = await Promise.all([
    db.warehouse.findFirst({ where: { officeId: stockist.id, type: "main", deletedAt: null } }),
    db.warehouse.findFirst({ where: { officeId: pusat.id, type: "retur", deletedAt: null } }),
  ]);
  if (!from || !to) return 0;
  const products = await db.product.findMany({
    where: { code: { in: PRODUCTS.slice(0, QUANTITIES.length).map((p) => p.code) } },
    orderBy: { code: "asc" },
    select: { id: true },
  });
  const lines = products.map((p, i) => ({ productId: p.id, quantity: QUANTITIES[i] ?? 1 }));
  if (lines.length === 0) return 0;
  const now = new Date();
  await db.$transaction(async (tx) => {
    const m = await tx.stockMovement.create({
      data: {
        code: DEMO_RETURN_CODE,
        originOfficeId: stockist.id,
        destinationOfficeId: pusat.id,
        originWarehouseId: from.id,
        destinationWarehouseId: to.id,
        status: "received",
        deliveryMethod: "dikirim",
        description: "Retur barang dari stockist (data demo)",
        sentAt: now,
        receivedAt: now,
        movementDetails: {
          create: lines.map((l) => ({ ...l, receivedQuantity: l.quantity })),
        },
      },
    });
    const base = { sourceType: "stock-movements", sourceId: m.id };
    await postStock(
      tx,
      {
        businessDate: jakartaToday(),
        lines: lines.flatMap((l) => [
          {
            ...base,
            warehouseId: from.id,
            productId: l.productId,
            quantity: -l.quantity,
            type: "movement_out" as const,
          },
          {
            ...base,
            warehouseId: to.id,
            productId: l.productId,
            quantity: l.quantity,
            type: "movement_in" as const,
          },
        ]),
      },
      { userId: null },
    );
  });
  return lines.length;
}
