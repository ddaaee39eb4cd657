// POST products: a new item (barang). Code is unique across all products, deleted ones included
// (the column has a unique index), so a reused code is a 409 naming the code.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import {
  PRODUCT_CODE_TAKEN,
  ZProductCreateInput,
  type TProductCreateInput,
} from "@/lib/schemas/master";
import { requirePusatWith } from "@/server/master/access";
import { conflictAt } from "@/server/master/unique";
import { assertProductReferences } from "./references";

export async function createProduct(
  db: Db,
  input: TProductCreateInput,
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "products.create");
  const v = ZProductCreateInput.parse(input);
  const taken = await db.product.findUnique({ where: { code: v.code }, select: { id: true } });
  if (taken) throw conflictAt(`${PRODUCT_CODE_TAKEN}: ${v.code}`, "code");
  await assertProductReferences(db, v);
  const row = await db.product.create({
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
  return row.id;
}
