// Stock a test needs before it starts, posted through the ledger (postStock) like any posting:
// an opening quantity with no user, or an adjustment by Gudang's user with a description.
import type { Db } from "@/server/prisma-client";
import { loadActor } from "@/server/auth/actor";
import { postStock } from "@/server/stock/post-stock";
import { jakartaToday } from "@/lib/business-date";

export interface StockLine {
  warehouseId: string;
  productId: string;
  quantity: number;
}

/** Opening quantities (no user), one ledger row a line. */
export async function openingStock(db: Db, lines: readonly StockLine[]): Promise<void> {
  await db.$transaction((tx) =>
    postStock(
      tx,
      {
        businessDate: jakartaToday(),
        lines: lines.map((l) => ({
          ...l,
          type: "opening" as const,
          sourceType: "warehouses",
          sourceId: l.warehouseId,
        })),
      },
      { userId: null },
    ),
  );
}

/** Adjustments by gudang@erp.test, as the 'Tambah Stock' screen posts them. */
export async function adjustStockAsGudang(
  db: Db,
  lines: readonly StockLine[],
  description: string,
): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
  const actor = await loadActor(db, user.id, "session");
  if (!actor) throw new Error("no gudang actor");
  await db.$transaction((tx) =>
    postStock(
      tx,
      {
        businessDate: jakartaToday(),
        lines: lines.map((l) => ({
          ...l,
          type: "adjustment" as const,
          sourceType: "stocks",
          sourceId: null,
          description,
        })),
      },
      actor,
    ),
  );
}
