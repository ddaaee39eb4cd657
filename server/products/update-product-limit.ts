// PATCH product-limits/{id}: order quantity limits; the maximum may not be below the minimum.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { ZProductLimitUpdateInput, type TProductLimitUpdateInput } from "@/lib/schemas/master";
import { requirePusatWith } from "@/server/master/access";

export async function updateProductLimit(
  db: Db,
  input: TProductLimitUpdateInput & { id: string },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, "product-limits.update");
  const { id, ...rest } = input;
  const v = ZProductLimitUpdateInput.parse(rest);
  const current = await db.productLimit.findUniqueOrThrow({
    where: { id },
    select: { minQuantity: true, maxQuantity: true },
  });
  const min = v.min_quantity ?? current.minQuantity;
  const max = v.max_quantity === undefined ? current.maxQuantity : v.max_quantity;
  if (max !== null && max < min)
    throw AppError.validation([
      {
        detail: "Jumlah maksimal tidak boleh kurang dari jumlah minimal",
        source: { pointer: "/data/attributes/max_quantity" },
      },
    ]);
  await db.productLimit.update({
    where: { id },
    data: {
      minQuantity: v.min_quantity,
      maxQuantity: v.max_quantity,
      periodMaxQuantity: v.period_max_quantity,
      isActive: v.is_active,
      description: v.description,
    },
  });
}
