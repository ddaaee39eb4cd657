// Stock adjustment (/stock/tambah-stock): a signed correction of one product in one warehouse
// with a required reason, posted through the ledger (type adjustment, the reason as the ledger
// row's description) on its business date (default today; never a future day, never a closed
// period: postStock refuses that with 409). Runs on the caller's transaction; the warehouse must be
// one of the caller's own office (writableWarehouse: 404 outside its read scope, 403 for another
// office's warehouse it may only read, as Pusat a branch's).
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { jakartaDateString } from "@/lib/business-date";
import { ADJUST_FUTURE_DATE } from "@/lib/schemas/stock";
import { postEvent } from "@/server/journals/post-event";
import { ADJUSTMENT_JOURNAL_SOURCE } from "@/server/journals/sources";
import { postStock, type PostedStockLine } from "./post-stock";
import { writableWarehouse } from "./scope";

export const ADJUSTMENT_SOURCE = "stock-adjustments";

export interface AdjustStockInput {
  warehouseId: string;
  productId: string;
  /** Signed: positive adds, negative removes. */
  quantity: number;
  reason: string;
  /** The Jakarta day (YYYY-MM-DD) the adjustment belongs to; null = today. */
  businessDate?: string | null;
}

export async function adjustStock(
  db: DbClient,
  input: AdjustStockInput,
  actor: Actor,
): Promise<PostedStockLine> {
  const today = jakartaDateString();
  const day = input.businessDate ?? today;
  if (day > today)
    throw AppError.validation([
      { detail: ADJUST_FUTURE_DATE, source: { pointer: "/data/attributes/business_date" } },
    ]);
  const warehouse = await writableWarehouse(db, actor, input.warehouseId);
  const product = await db.product.findFirst({
    where: { id: input.productId, deletedAt: null },
    select: { id: true, code: true, purchasePrice: true },
  });
  if (!product)
    throw AppError.validation([
      { detail: "Produk tidak ditemukan", source: { pointer: "/data/attributes/product_id" } },
    ]);
  const [posted] = await postStock(
    db,
    {
      businessDate: new Date(`${day}T00:00:00Z`),
      // Only a date the client chose is its field's fault.
      ...(input.businessDate ? { datePointer: "/data/attributes/business_date" } : {}),
      lines: [
        {
          warehouseId: warehouse.id,
          productId: product.id,
          quantity: input.quantity,
          type: "adjustment",
          sourceType: ADJUSTMENT_SOURCE,
          sourceId: null,
          description: input.reason,
          pointer: "/data/attributes/quantity",
        },
      ],
    },
    actor,
  );
  // At value: Persediaan against Selisih Persediaan at the product's purchase price (HPP); a
  // product without a purchase price moves no money.
  await postEvent(
    db,
    { kind: "stock_adjustment", value: BigInt(input.quantity) * product.purchasePrice },
    {
      date: new Date(`${day}T00:00:00Z`),
      description: `Penyesuaian stok ${product.code}: ${input.reason}`,
      sourceType: ADJUSTMENT_JOURNAL_SOURCE,
      sourceId: posted!.id,
      officeId: actor.officeId ?? null,
    },
    actor,
  );
  return posted!;
}
