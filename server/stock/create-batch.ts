// A new batch (manajemen batch stok): an expiry-dated lot of one product in one of the caller's
// warehouses. The row starts at quantity 0; an initial quantity (goods of that lot already on
// hand) is posted through the ledger (postStock, type opening, source stock-batches), which moves
// the stock and the batch together. Runs on the caller's transaction.
//
// Rules: an initial quantity is an adjustment: it needs stocks.adjust (403) and a reason (422 at
// /data/attributes/reason), like 'Tambah Stock'. The warehouse must be one of the caller's own
// office (writableWarehouse: 404 outside its read scope, 403 for one it may only read); the product must exist and
// be active; the code is unique per product across every warehouse (a lot keeps its code when it
// travels, so another lot of the same product may not take it); expiry after production (zod).
import type { DbClient } from "@/server/auth/db-client";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { isUniqueError } from "@/server/access/unique-error";
import { jakartaToday } from "@/lib/business-date";
import { BATCH_CODE_TAKEN, type TCreateBatchInput } from "@/lib/schemas/stock";
import { postStock } from "./post-stock";
import { writableWarehouse } from "./scope";

export const BATCH_SOURCE = "stock-batches";
export const OPENING_NEEDS_ADJUST =
  "Jumlah awal batch hanya dapat diisi oleh pengguna dengan hak penyesuaian stok";

const codeTaken = () =>
  AppError.validation([{ detail: BATCH_CODE_TAKEN, source: { pointer: "/data/attributes/code" } }]);

export async function createBatch(
  db: DbClient,
  input: TCreateBatchInput,
  actor: Actor,
  clientId?: string,
): Promise<string> {
  const quantity = input.quantity ?? 0;
  // Goods on hand posted with the lot are stock from outside any document: an adjustment, by
  // whoever may adjust (stocks.adjust, as 'Tambah Stock') and with its reason (the schema).
  if (quantity > 0 && !hasPermission(actor, "stocks.adjust"))
    throw AppError.forbidden(OPENING_NEEDS_ADJUST);
  const warehouse = await writableWarehouse(db, actor, input.warehouse);
  const product = await db.product.findFirst({
    where: { id: input.product, deletedAt: null, isActive: true },
    select: { id: true },
  });
  if (!product)
    throw AppError.validation([
      { detail: "Barang tidak ditemukan", source: { pointer: "/data/relationships/product" } },
    ]);
  const clash = await db.batch.findFirst({
    where: { productId: product.id, code: { equals: input.code, mode: "insensitive" } },
    select: { id: true },
  });
  if (clash) throw codeTaken();
  let id: string;
  try {
    const row = await db.batch.create({
      data: {
        ...(clientId ? { id: clientId } : {}),
        code: input.code,
        productId: product.id,
        warehouseId: warehouse.id,
        productionDate: new Date(`${input.production_date}T00:00:00Z`),
        expiredAt: new Date(`${input.expired_at}T00:00:00Z`),
        description: input.description ?? null,
        quantity: 0,
      },
      select: { id: true },
    });
    id = row.id;
  } catch (error) {
    if (isUniqueError(error)) throw codeTaken();
    throw error;
  }
  if (quantity > 0)
    await postStock(
      db,
      {
        businessDate: jakartaToday(),
        lines: [
          {
            warehouseId: warehouse.id,
            productId: product.id,
            batchId: id,
            quantity,
            type: "opening",
            sourceType: BATCH_SOURCE,
            sourceId: id,
            description: `Stok awal batch ${input.code}: ${input.reason ?? ""}`,
            pointer: "/data/attributes/quantity",
          },
        ],
      },
      actor,
    );
  return id;
}
