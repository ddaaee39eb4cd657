// The price grid and limit rows written together with a product (POST/PATCH products with the
// write-only attributes `prices` and `limits`), inside the caller's transaction.
//  - prices are history: a cell gets a new row valid from `now` only when it differs from the
//    price in force (create: every cell), so an unchanged grid writes nothing;
//  - limits are configuration: the given list is the product's whole set (rows with an `id` of
//    this product are updated, rows without one are created, the others are deleted).
import type { Prisma } from "@/server/generated/prisma/client";
import { AppError } from "@/server/errors";
import type { TProductLimitRow, TProductPriceCell } from "@/lib/schemas/master";

export type Tx = Prisma.TransactionClient;

function invalid(pointer: string, detail: string): AppError {
  return AppError.validation([{ detail, source: { pointer } }]);
}

/** 422 at the first cell naming a buyer type that does not exist. */
async function assertBuyerTypes(tx: Tx, cells: TProductPriceCell[]): Promise<void> {
  const ids = [...new Set(cells.map((c) => c.buyer_type_id.toLowerCase()))];
  if (!ids.length) return;
  const found = await tx.buyerType.findMany({ where: { id: { in: ids } }, select: { id: true } });
  const known = new Set(found.map((b) => b.id));
  const bad = cells.findIndex((c) => !known.has(c.buyer_type_id.toLowerCase()));
  if (bad >= 0)
    throw invalid(`/data/attributes/prices/${bad}/buyer_type_id`, "Tipe pembeli tidak ditemukan");
}

/** Writes the cells that differ from the price in force; returns how many rows were added. */
export async function writePrices(
  tx: Tx,
  productId: string,
  cells: TProductPriceCell[],
  now: Date,
): Promise<number> {
  if (!cells.length) return 0;
  await assertBuyerTypes(tx, cells);
  // The price in force per (area, buyer type): newest valid_from <= now.
  const current = await tx.productPrice.findMany({
    where: { productId, validFrom: { lte: now } },
    orderBy: { validFrom: "desc" },
    select: { areaId: true, buyerTypeId: true, price: true, retailPrice: true },
  });
  const inForce = new Map<string, { price: bigint; retailPrice: bigint | null }>();
  for (const p of current) {
    const key = `${p.areaId}:${p.buyerTypeId}`;
    if (!inForce.has(key)) inForce.set(key, p);
  }
  const rows: Prisma.ProductPriceCreateManyInput[] = [];
  for (const c of cells) {
    const buyerTypeId = c.buyer_type_id.toLowerCase();
    const price = BigInt(c.price);
    const retailPrice =
      c.retail_price === null || c.retail_price === undefined ? null : BigInt(c.retail_price);
    const was = inForce.get(`${c.area_id}:${buyerTypeId}`);
    if (was && was.price === price && was.retailPrice === retailPrice) continue;
    rows.push({ productId, areaId: c.area_id, buyerTypeId, price, retailPrice, validFrom: now });
  }
  if (rows.length) await tx.productPrice.createMany({ data: rows });
  return rows.length;
}

/** Makes `rows` the product's limits (see the file comment). */
export async function replaceLimits(
  tx: Tx,
  productId: string,
  rows: TProductLimitRow[],
): Promise<void> {
  const existing = await tx.productLimit.findMany({
    where: { productId },
    select: { id: true },
  });
  const own = new Set(existing.map((l) => l.id));
  const officeIds = [
    ...new Set(rows.flatMap((r) => (r.office_id ? [r.office_id.toLowerCase()] : []))),
  ];
  const offices = officeIds.length
    ? await tx.office.findMany({
        where: { id: { in: officeIds }, deletedAt: null },
        select: { id: true },
      })
    : [];
  const knownOffices = new Set(offices.map((o) => o.id));
  const keep = new Set<string>();
  for (const [i, r] of rows.entries()) {
    const officeId = r.office_id ? r.office_id.toLowerCase() : null;
    if (officeId && !knownOffices.has(officeId))
      throw invalid(`/data/attributes/limits/${i}/office_id`, "Kantor tidak ditemukan");
    const data = {
      officeCategoryId: r.office_category_id ?? null,
      officeId,
      minQuantity: r.min_quantity,
      maxQuantity: r.max_quantity ?? null,
      periodMaxQuantity: r.period_max_quantity ?? null,
      isActive: r.is_active,
      description: r.description ?? null,
    };
    if (r.id) {
      const id = r.id.toLowerCase();
      if (!own.has(id) || keep.has(id))
        throw invalid(
          `/data/attributes/limits/${i}/id`,
          "Batas pembelian tidak ditemukan pada barang ini",
        );
      keep.add(id);
      await tx.productLimit.update({ where: { id }, data });
    } else {
      await tx.productLimit.create({ data: { ...data, productId } });
    }
  }
  const drop = [...own].filter((id) => !keep.has(id));
  if (drop.length) await tx.productLimit.deleteMany({ where: { id: { in: drop } } });
}
