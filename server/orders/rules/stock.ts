// Units available at the origin warehouse.
// Part of the order rules (server/orders/rules.ts, docs/orders.md).
import type { DbClient } from "@/server/auth/db-client";

/** Units available per product in a warehouse (0 when it never held the product). */
export async function availableStock(
  db: DbClient,
  warehouseId: string | null,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>(productIds.map((id) => [id, 0]));
  if (!warehouseId || !productIds.length) return out;
  const rows = await db.stock.findMany({
    where: { warehouseId, productId: { in: [...productIds] } },
    select: { productId: true, quantity: true },
  });
  for (const r of rows) out.set(r.productId, r.quantity);
  return out;
}
