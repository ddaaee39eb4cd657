// POST products: a new item (barang). Code is unique across all products, deleted ones included
// (the column has a unique index), so a reused code is a 409 naming the code. The optional
// write-only attributes `prices` (price grid per area and buyer type) and `limits` (order limits)
// are stored in the same transaction as the product: all or nothing.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import {
  PRODUCT_CODE_TAKEN,
  ZProductSaveCreateInput,
  type TProductSaveCreateInput,
} from "@/lib/schemas/master";
import { requirePusatWith } from "@/server/master/access";
import { conflictAt } from "@/server/master/unique";
import { assertProductReferences } from "./references";
import { replaceLimits, writePrices } from "./product-writes";

export async function createProduct(
  db: Db,
  input: TProductSaveCreateInput,
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "products.create");
  const { prices, limits, ...v } = ZProductSaveCreateInput.parse(input);
  if (prices?.length) requirePusatWith(actor, "product-prices.create");
  if (limits?.length) requirePusatWith(actor, "product-limits.create");
  const taken = await db.product.findUnique({ where: { code: v.code }, select: { id: true } });
  if (taken) throw conflictAt(`${PRODUCT_CODE_TAKEN}: ${v.code}`, "code");
  await assertProductReferences(db, v);
  return db.$transaction(async (tx) => {
    const row = await tx.product.create({
      data: {
        code: v.code,
        name: v.name,
        description: v.description ?? null,
        weight: v.weight,
        point: BigInt(v.point),
        bonusValue: BigInt(v.bonus_value),
        purchasePrice: BigInt(v.purchase_price),
        isActive: v.is_active,
        isPromo: v.is_promo,
        hasBatch: v.has_batch,
        qrCode: v.qr_code ?? null,
        barcode: v.barcode ?? null,
        productCategoryId: v["product-category"],
        unitId: v.unit,
        officeId: v.office ?? null,
      },
      select: { id: true },
    });
    if (prices?.length) await writePrices(tx, row.id, prices, new Date());
    if (limits?.length) await replaceLimits(tx, row.id, limits);
    return row.id;
  });
}
