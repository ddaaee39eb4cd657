// PATCH product-promos/{id}: any subset of the promo's fields; the cross-field rules (end not
// before start, at least one benefit) are checked on the row as it will be after the change.
// deletedAt deletes (soft) or restores, as for the other master data.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { requirePusatWith } from "@/server/master/access";
import { isUniqueError } from "@/server/access/unique-error";
import { AppError } from "@/server/errors";
import {
  PROMO_CODE_TAKEN,
  promoIssues,
  ZPromoUpdateInput,
  type TPromoUpdateInput,
} from "@/lib/schemas/setup";
import { assertProductExists, assertPromoCodeFree } from "./checks";

const day = (s: string) => new Date(`${s}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function updatePromo(
  db: Db,
  input: TPromoUpdateInput & { id: string },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, "product-promos.update");
  const { id, ...rest } = input;
  const v = ZPromoUpdateInput.parse(rest);
  const deletedAt = v.deletedAt;
  const row = await db.productPromo.findUnique({ where: { id } });
  if (!row) throw AppError.notFound("Promo tidak ditemukan");
  const merged = {
    start_date: v.start_date ?? iso(row.startDate),
    end_date: v.end_date ?? iso(row.endDate),
    promo_price:
      v.promo_price !== undefined
        ? v.promo_price
        : row.promoPrice === null
          ? null
          : Number(row.promoPrice),
    discount_amount: v.discount_amount ?? Number(row.discountAmount),
    free_quantity: v.free_quantity ?? row.freeQuantity,
    "free-product": v["free-product"] !== undefined ? v["free-product"] : row.freeProductId,
  };
  const issues = promoIssues(merged);
  if (issues.length)
    throw AppError.validation(
      issues.map((i) => ({
        detail: i.message,
        source: { pointer: `/data/attributes/${i.path}` },
      })),
    );
  if (v.code !== undefined) await assertPromoCodeFree(db, v.code, id);
  if (v.product !== undefined) await assertProductExists(db, v.product, "product");
  if (v["free-product"]) await assertProductExists(db, v["free-product"], "free-product");
  try {
    await db.productPromo.update({
      where: { id },
      data: {
        code: v.code,
        name: v.name,
        description: v.description === undefined ? undefined : (v.description ?? null),
        productId: v.product,
        startDate: v.start_date ? day(v.start_date) : undefined,
        endDate: v.end_date ? day(v.end_date) : undefined,
        minQuantity: v.min_quantity,
        promoPrice:
          v.promo_price === undefined
            ? undefined
            : v.promo_price === null
              ? null
              : BigInt(v.promo_price),
        discountAmount: v.discount_amount === undefined ? undefined : BigInt(v.discount_amount),
        freeProductId: v["free-product"] === undefined ? undefined : (v["free-product"] ?? null),
        freeQuantity: merged["free-product"] ? v.free_quantity : 0,
        isActive: v.is_active,
        deletedAt:
          deletedAt === undefined ? undefined : deletedAt === null ? null : new Date(deletedAt),
      },
    });
  } catch (error) {
    if (isUniqueError(error))
      throw AppError.conflict(`${PROMO_CODE_TAKEN}: ${v.code ?? ""}`, {
        pointer: "/data/attributes/code",
      });
    throw error;
  }
}
