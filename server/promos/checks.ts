// Checks shared by creating and changing a promo: the products exist (422 at their relationship)
// and the code is free (409).
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";
import { PRODUCT_NOT_FOUND, PROMO_CODE_TAKEN } from "@/lib/schemas/setup";

export async function assertProductExists(
  db: Db,
  productId: string,
  relationship: "product" | "free-product",
): Promise<void> {
  const found = await db.product.findFirst({
    where: { id: productId, deletedAt: null },
    select: { id: true },
  });
  if (!found)
    throw AppError.validation([
      { detail: PRODUCT_NOT_FOUND, source: { pointer: `/data/relationships/${relationship}` } },
    ]);
}

export async function assertPromoCodeFree(db: Db, code: string, selfId: string | null) {
  const other = await db.productPromo.findUnique({ where: { code }, select: { id: true } });
  if (other && other.id !== selfId)
    throw AppError.conflict(`${PROMO_CODE_TAKEN}: ${code}`, { pointer: "/data/attributes/code" });
}
