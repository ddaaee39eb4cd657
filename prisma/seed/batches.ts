// Demo batches (docs/stock.md "Batches"): for the demo supplier (SUP-001) and Pusat, three lots of
// each of the first three demo products in the main warehouse: one already expired, one expiring
// within BATCH_EXPIRING_DAYS and one good for a year, so the batch screens and their expiry
// filters show data on a fresh start.
//
// The lots carve their units out of the opening stock (seedOpeningStock posts them as batched
// opening lines plus the unbatched rest), so the demo totals stay what they were and stock,
// batches and ledger stay equal. The batch rows are made first, at quantity 0; a re-seed over
// stock that already exists adds missing lots at 0 (their units would otherwise be new stock).
// Idempotent: a lot whose code exists is skipped.
import type { Db } from "@/server/prisma-client";
import { jakartaToday } from "@/lib/business-date";
import { PRODUCTS } from "./data/products";

const DAY_MS = 86_400_000;
const OFFICES = ["PUSAT", "SUP-001"] as const;
type DemoOffice = (typeof OFFICES)[number];

/** Offset of production and expiry from today (days) and units of each demo lot. */
const LOTS = [
  { suffix: "A", produced: -400, expires: -20, units: { PUSAT: 5, "SUP-001": 10 } },
  { suffix: "B", produced: -300, expires: 45, units: { PUSAT: 20, "SUP-001": 40 } },
  { suffix: "C", produced: -30, expires: 365, units: { PUSAT: 30, "SUP-001": 60 } },
] as const;

export interface DemoLot {
  batchId: string;
  code: string;
  units: number;
}

/** Codes are unique per product across warehouses (create-batch.ts): the supplier's carry an S. */
function lotCode(office: DemoOffice, productCode: string, suffix: string): string {
  return `LOT-${office === "PUSAT" ? "" : "S-"}${productCode}-${suffix}`;
}

/**
 * Creates the missing demo lots (quantity 0) and returns the ones created, keyed by
 * `${warehouseId}:${productId}`, for the opening stock to fill.
 */
export async function seedBatches(db: Db): Promise<Map<string, DemoLot[]>> {
  const today = jakartaToday();
  const day = (offset: number) => new Date(today.getTime() + offset * DAY_MS);
  const products = await db.product.findMany({
    where: { code: { in: PRODUCTS.slice(0, 3).map((p) => p.code) } },
    select: { id: true, code: true },
  });
  const created = new Map<string, DemoLot[]>();
  for (const office of OFFICES) {
    const warehouse = await db.warehouse.findFirst({
      where: { type: "main", deletedAt: null, office: { code: office } },
      select: { id: true },
    });
    if (!warehouse) continue;
    for (const p of products) {
      for (const lot of LOTS) {
        const code = lotCode(office, p.code, lot.suffix);
        const exists = await db.batch.findFirst({
          where: { productId: p.id, code },
          select: { id: true },
        });
        if (exists) continue;
        const batch = await db.batch.create({
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
        const key = `${warehouse.id}:${p.id}`;
        created.set(key, [
          ...(created.get(key) ?? []),
          { batchId: batch.id, code, units: lot.units[office] },
        ]);
      }
    }
  }
  return created;
}
