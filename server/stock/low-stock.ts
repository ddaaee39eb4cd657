// Dashboard conditions on stock (docs/stock.md "Dashboard figures"). The schema holds no
// per-product minimum, so 'low stock' is one documented constant: a product in an office's main
// (sellable) warehouse with fewer than LOW_STOCK_THRESHOLD units (0 included). Change it here.
import { BATCH_EXPIRING_DAYS } from "@/lib/schemas/stock";
import { jakartaToday } from "@/lib/business-date";

export const LOW_STOCK_THRESHOLD = 10;

const DAY_MS = 86_400_000;

/** Prisma where on `stocks`: the office's main warehouses, quantity under the threshold. */
export function lowStockWhere(officeId: string) {
  return {
    quantity: { lt: LOW_STOCK_THRESHOLD },
    warehouse: { officeId, type: "main" as const, deletedAt: null },
  };
}

/** Prisma where on `batches`: expiry date from today to today + BATCH_EXPIRING_DAYS (Jakarta). */
export function expiringSoonWhere() {
  const today = jakartaToday();
  return {
    expiredAt: { gte: today, lte: new Date(today.getTime() + BATCH_EXPIRING_DAYS * DAY_MS) },
  };
}
