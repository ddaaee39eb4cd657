// POST product-limits: an order quantity limit of a product, for everyone, an office category or
// one office.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { ZProductLimitCreateInput, type TProductLimitCreateInput } from "@/lib/schemas/master";
import { requirePusatWith } from "@/server/master/access";

export async function createProductLimit(
  db: Db,
  input: TProductLimitCreateInput,
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "product-limits.create");
  const v = ZProductLimitCreateInput.parse(input);
  const product = await db.product.findFirst({
    where: { id: v.product, deletedAt: null },
    select: { id: true },
  });
  if (!product)
    throw AppError.validation([
      { detail: "Barang tidak ditemukan", source: { pointer: "/data/relationships/product" } },
    ]);
  if (v.office) {
    const office = await db.office.findFirst({
      where: { id: v.office, deletedAt: null },
      select: { id: true },
    });
    if (!office)
      throw AppError.validation([
        { detail: "Kantor tidak ditemukan", source: { pointer: "/data/relationships/office" } },
      ]);
  }
  const row = await db.productLimit.create({
    data: {
      productId: v.product,
      officeCategoryId: v["office-category"] ?? null,
      officeId: v.office ?? null,
      minQuantity: v.min_quantity,
      maxQuantity: v.max_quantity ?? null,
      periodMaxQuantity: v.period_max_quantity ?? null,
      isActive: v.is_active,
      description: v.description ?? null,
    },
    select: { id: true },
  });
  return row.id;
}
