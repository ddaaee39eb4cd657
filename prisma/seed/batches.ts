// Demo batches (docs/stock.md "Batches"): for the demo supplier (SUP-001) and Pusat, three lots of
// each of the first three demo products in the main warehouse: one already expired, one expiring
// within BATCH_EXPIRING_DAYS and one good for a year, so the batch screens and their expiry
// filters show data on a fresh start. Each lot's units are posted through postStock (type opening,
// source stock-batches), so stock, batches and ledger stay equal. Idempotent: a lot whose code
// exists is skipped.
import type { Db } from "@/server/prisma-client";
import { postStock } from "@/server/stock/post-stock";
import { jakartaToday } from "@/lib/business-date";
import { PRODUCTS } from "./data/products";

const DAY_MS = 86_400_000;

/** Offset of production and expiry from today (days) and units of each demo lot. */
const LOTS = [
  { suffix: "A", produced: -400, expires: -20, units: { PUSAT: 5, "SUP-001": 10 } },
  { suffix: "B", produced: -300, expires: 45, units: { PUSAT: 20, "SUP-001": 40 } },
  { suffix: "C", produced: -30, expires: 365, units: { PUSAT: 30, "SUP-001": 60 } },
] as const;

export async function seedBatches(db: Db): Promise<number> {
  const today = jakartaToday();
  const day = (offset: number) => new Date(today.getTime() + offset * DAY_MS);
  const products = await db.product.findMany({
    where: { code: { in: PRODUCTS.slice(0, 3).map((p) => p.code) } },
    select: { id: true, code: true },
    orderBy: { code: "asc" },
  });
  let created = 0;
  for (const officeCode of ["PUSAT", "SUP-001"] as const) {
    const warehouse = await db.warehouse.findFirst({
      where: { type: "main", deletedAt: null, office: { code: officeCode } },
      select: { id: true },
    });
    if (!warehouse) continue;
    for (const p of products) {
      for (const lot of LOTS) {
        // Codes are unique per product across warehouses (create-batch.ts): the supplier's lots
        // carry an S.
        const code = `LOT-${officeCode === "PUSAT" ? "" : "S-"}${p.code}-${lot.suffix}`;
        const exists = await db.batch.findFirst({
          where: { productId: p.id, code },
          select: { id: true },
        });
        if (exists) continue;
        await db.$transaction(async (tx) => {
          const batch = await tx.batch.create({
            data: {
              code,
              productId: p.id,
              warehouseId: warehouse.id,
              productionDate: day(lot.produced),
              expiredAt: day(lot.expires),
              description: "Batch demo",
            },
            select: { id: true },
          });
          await postStock(
            tx,
            {
              businessDate: today,
              lines: [
                {
                  warehouseId: warehouse.id,
                  productId: p.id,
                  batchId: batch.id,
                  quantity: lot.units[officeCode],
                  type: "opening",
                  sourceType: "stock-batches",
                  sourceId: batch.id,
                  description: `Stok awal batch ${code} (data demo)`,
                },
              ],
            },
            { userId: null },
          );
        });
        created++;
      }
    }
  }
  return created;
}
