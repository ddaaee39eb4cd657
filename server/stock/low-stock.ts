// Dashboard conditions on stock (docs/stock.md "Dashboard figures"). 'Low stock': a product in
// an office's main (sellable) warehouse with fewer units than its stock row's `min_quantity`
// (set with PATCH stocks/{id}), or, where none is set (0), fewer than LOW_STOCK_THRESHOLD.
import type { Db } from "@/server/db";
import { BATCH_EXPIRING_DAYS } from "@/lib/schemas/stock";
import { jakartaToday } from "@/lib/business-date";

/** The threshold of a stock row without its own `min_quantity`. */
export const LOW_STOCK_THRESHOLD = 10;

const DAY_MS = 86_400_000;

/** Prisma where on `stocks`: the office's main warehouses, quantity under the threshold. */
export function lowStockWhere(db: Db, officeId: string) {
  return {
    warehouse: { officeId, type: "main" as const, deletedAt: null },
    OR: [
      { minQuantity: 0, quantity: { lt: LOW_STOCK_THRESHOLD } },
      { minQuantity: { gt: 0 }, quantity: { lt: db.stock.fields.minQuantity } },
    ],
  };
}

/** Prisma where on `batches`: expiry date from today to today + BATCH_EXPIRING_DAYS (Jakarta). */
export function expiringSoonWhere() {
  const today = jakartaToday();
  return {
    expiredAt: { gte: today, lte: new Date(today.getTime() + BATCH_EXPIRING_DAYS * DAY_MS) },
  };
}
