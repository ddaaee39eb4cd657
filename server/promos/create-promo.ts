// POST product-promos (Admin > Setup > Promo > Tambah Promo): a promo on one product in a date
// range — a promo price, a discount per unit and/or free goods from a minimum quantity.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { requirePusatWith } from "@/server/master/access";
import { isUniqueError } from "@/server/access/unique-error";
import { AppError } from "@/server/errors";
import { PROMO_CODE_TAKEN, ZPromoCreateInput, type TPromoCreateInput } from "@/lib/schemas/setup";
import { assertProductExists, assertPromoCodeFree } from "./checks";

const day = (s: string) => new Date(`${s}T00:00:00Z`);

export async function createPromo(db: Db, input: TPromoCreateInput, actor: Actor): Promise<string> {
  requirePusatWith(actor, "product-promos.create");
  const v = ZPromoCreateInput.parse(input);
  await assertPromoCodeFree(db, v.code, null);
  await assertProductExists(db, v.product, "product");
  if (v["free-product"]) await assertProductExists(db, v["free-product"], "free-product");
  try {
    const row = await db.productPromo.create({
      data: {
        code: v.code,
        name: v.name,
        description: v.description ?? null,
        productId: v.product,
        startDate: day(v.start_date),
        endDate: day(v.end_date),
        minQuantity: v.min_quantity,
        promoPrice: v.promo_price === null ? null : BigInt(v.promo_price),
        discountAmount: BigInt(v.discount_amount),
        freeProductId: v["free-product"] ?? null,
        freeQuantity: v["free-product"] ? v.free_quantity : 0,
        isActive: v.is_active,
      },
      select: { id: true },
    });
    return row.id;
  } catch (error) {
    if (isUniqueError(error))
      throw AppError.conflict(`${PROMO_CODE_TAKEN}: ${v.code}`, {
        pointer: "/data/attributes/code",
      });
    throw error;
  }
}
