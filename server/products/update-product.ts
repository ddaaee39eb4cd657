// PATCH products/{id}: any subset of the fields; deletedAt null restores a deleted product. The
// write-only `prices` adds a price row (valid from now) for every cell that differs from the
// price in force, and `limits` replaces the product's limits; all in one transaction.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import {
  PRODUCT_CODE_TAKEN,
  ZProductSaveUpdateInput,
  type TProductSaveUpdateInput,
} from "@/lib/schemas/master";
import { requirePusatWith } from "@/server/master/access";
import { assertFree } from "@/server/master/unique";
import { assertProductReferences } from "./references";
import { replaceLimits, writePrices } from "./product-writes";

export async function updateProduct(
  db: Db,
  input: TProductSaveUpdateInput & { id: string },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, "products.update");
  const { id, ...rest } = input;
  const { prices, limits, ...v } = ZProductSaveUpdateInput.parse(rest);
  if (prices?.length) requirePusatWith(actor, "product-prices.create");
  if (limits) requirePusatWith(actor, "product-limits.update");
  if (v.code !== undefined) {
    const found = await db.product.findUnique({ where: { code: v.code }, select: { id: true } });
    assertFree(found, id, `${PRODUCT_CODE_TAKEN}: ${v.code}`, "code");
  }
  await assertProductReferences(db, v);
  const money = (n: number | undefined) => (n === undefined ? undefined : BigInt(n));
  await db.$transaction(async (tx) => {
    await tx.product.update({
      where: { id },
      data: {
        code: v.code,
        name: v.name,
        description: v.description,
        weight: v.weight,
        point: money(v.point),
        bonusValue: money(v.bonus_value),
        purchasePrice: money(v.purchase_price),
        isActive: v.is_active,
        isPromo: v.is_promo,
        hasBatch: v.has_batch,
        qrCode: v.qr_code,
        barcode: v.barcode,
        productCategoryId: v["product-category"],
        unitId: v.unit,
        officeId: v.office,
        deletedAt: v.deletedAt === undefined ? undefined : v.deletedAt && new Date(v.deletedAt),
      },
    });
    if (prices?.length) await writePrices(tx, id, prices, new Date());
    if (limits) await replaceLimits(tx, id, limits);
  });
}
