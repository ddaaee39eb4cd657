// POST product-prices: prices are history, never edited in place; a change is a new row per
// (product, area, buyer type) valid from `valid_from` (default now).
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { ZProductPriceCreateInput, type TProductPriceCreateInput } from "@/lib/schemas/master";
import { requirePusatWith } from "@/server/master/access";

export async function createProductPrice(
  db: Db,
  input: TProductPriceCreateInput,
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "product-prices.create");
  const v = ZProductPriceCreateInput.parse(input);
  const [product, buyerType] = await Promise.all([
    db.product.findFirst({ where: { id: v.product, deletedAt: null }, select: { id: true } }),
    db.buyerType.findUnique({ where: { id: v["buyer-type"] }, select: { id: true } }),
  ]);
  if (!product)
    throw AppError.validation([
      { detail: "Barang tidak ditemukan", source: { pointer: "/data/relationships/product" } },
    ]);
  if (!buyerType)
    throw AppError.validation([
      {
        detail: "Tipe pembeli tidak ditemukan",
        source: { pointer: "/data/relationships/buyer-type" },
      },
    ]);
  const validFrom = v.valid_from ? new Date(v.valid_from) : new Date();
  const clash = await db.productPrice.findFirst({
    where: { productId: v.product, areaId: v.area, buyerTypeId: v["buyer-type"], validFrom },
    select: { id: true },
  });
  if (clash)
    throw AppError.conflict("Harga untuk area, tipe pembeli dan tanggal berlaku ini sudah ada", {
      pointer: "/data/attributes/valid_from",
    });
  const row = await db.productPrice.create({
    data: {
      productId: v.product,
      areaId: v.area,
      buyerTypeId: v["buyer-type"],
      price: BigInt(v.price),
      retailPrice:
        v.retail_price === undefined || v.retail_price === null ? null : BigInt(v.retail_price),
      validFrom,
    },
    select: { id: true },
  });
  return row.id;
}
