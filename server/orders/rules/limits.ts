// Product limits: the `lim` lateral, the limit of a row, and the problems of an order's lines.
// Part of the order rules (server/orders/rules.ts, docs/orders.md).
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";
import { type BuyerContext } from "./buyer";

export interface LimitProblem {
  productId: string;
  detail: string;
  pointer: string;
}

export interface ProductLimitRow {
  minQuantity: number;
  maxQuantity: number | null;
  periodMaxQuantity: number | null;
}

export interface LimitColumns {
  limit_min: number | null;
  limit_max: number | null;
  limit_period_max: number | null;
  has_limit: boolean;
}

/** The SELECT columns of the `lim` lateral (limitLateral), read by limitOf. */
export const LIMIT_COLUMNS = Prisma.sql`lim.min_quantity AS limit_min, lim.max_quantity AS limit_max,
  lim.period_max_quantity AS limit_period_max, (lim.min_quantity IS NOT NULL) AS has_limit`;

/**
 * `LEFT JOIN LATERAL ... lim`: per product the most specific active limit for the buyer (its own
 * office's, else its category's, else the one for everyone), to join where the product is read.
 */
export function limitLateral(
  productId: Prisma.Sql,
  officeId: Prisma.Sql,
  officeCategoryId: Prisma.Sql,
): Prisma.Sql {
  return Prisma.sql`LEFT JOIN LATERAL (
    SELECT l.min_quantity, l.max_quantity, l.period_max_quantity FROM product_limits l
    WHERE l.product_id = ${productId} AND l.is_active
      AND (l.office_id = ${officeId}
           OR (l.office_id IS NULL AND l.office_category_id = ${officeCategoryId})
           OR (l.office_id IS NULL AND l.office_category_id IS NULL))
    ORDER BY (l.office_id IS NOT NULL) DESC, (l.office_category_id IS NOT NULL) DESC
    LIMIT 1
  ) lim ON true`;
}

export function limitOf(r: LimitColumns): ProductLimitRow | null {
  return r.has_limit
    ? {
        minQuantity: r.limit_min ?? 0,
        maxQuantity: r.limit_max,
        periodMaxQuantity: r.limit_period_max,
      }
    : null;
}

/**
 * The product limits (min / max per order, max per accounting period) that apply to the buyer:
 * per product the most specific active limit (the buyer office's own, else its category's, else
 * the one for everyone), taken from the lines when they were read with them (`limit`, see
 * limitLateral), else read here. The period total counts the buyer's other orders of the period
 * that are not deleted or cancelled.
 */
export async function limitProblems(
  db: DbClient,
  buyer: BuyerContext,
  lines: readonly {
    productId: string;
    productCode: string;
    quantity: number;
    pointer: string;
    limit?: ProductLimitRow | null;
  }[],
  periodId: string | null,
  excludeOrderId: string | null,
): Promise<LimitProblem[]> {
  if (!lines.length) return [];
  const best = new Map<string, ProductLimitRow>();
  if (lines.every((l) => l.limit !== undefined)) {
    for (const l of lines) if (l.limit) best.set(l.productId, l.limit);
  } else {
    const limits = await db.productLimit.findMany({
      where: {
        productId: { in: lines.map((l) => l.productId) },
        isActive: true,
        OR: [
          { officeId: buyer.officeId },
          { officeId: null, officeCategoryId: buyer.officeCategoryId },
          { officeId: null, officeCategoryId: null },
        ],
      },
      select: {
        productId: true,
        officeId: true,
        officeCategoryId: true,
        minQuantity: true,
        maxQuantity: true,
        periodMaxQuantity: true,
      },
    });
    const rank = (l: { officeId: string | null; officeCategoryId: number | null }) =>
      l.officeId ? 2 : l.officeCategoryId !== null ? 1 : 0;
    const ranked = new Map<string, (typeof limits)[number]>();
    for (const l of limits) {
      const cur = ranked.get(l.productId);
      if (!cur || rank(l) > rank(cur)) ranked.set(l.productId, l);
    }
    for (const [id, l] of ranked) best.set(id, l);
  }
  const periodProducts = [...best]
    .filter(([, l]) => l.periodMaxQuantity !== null)
    .map(([productId]) => productId);
  const ordered = new Map<string, number>();
  if (periodProducts.length && periodId) {
    const sums = await db.orderDetail.groupBy({
      by: ["productId"],
      where: {
        productId: { in: periodProducts },
        order: {
          destinationOfficeId: buyer.officeId,
          periodId,
          deletedAt: null,
          status: { not: "cancelled" },
          ...(excludeOrderId ? { id: { not: excludeOrderId } } : {}),
        },
      },
      _sum: { quantity: true },
    });
    for (const s of sums) ordered.set(s.productId, s._sum.quantity ?? 0);
  }
  const problems: LimitProblem[] = [];
  for (const line of lines) {
    const l = best.get(line.productId);
    if (!l) continue;
    const code = line.productCode;
    if (line.quantity < l.minQuantity)
      problems.push({
        productId: line.productId,
        detail: `Pembelian ${code} minimal ${l.minQuantity} per order`,
        pointer: line.pointer,
      });
    if (l.maxQuantity !== null && line.quantity > l.maxQuantity)
      problems.push({
        productId: line.productId,
        detail: `Pembelian ${code} maksimal ${l.maxQuantity} per order`,
        pointer: line.pointer,
      });
    if (l.periodMaxQuantity !== null) {
      const before = ordered.get(line.productId) ?? 0;
      if (before + line.quantity > l.periodMaxQuantity)
        problems.push({
          productId: line.productId,
          detail: `Pembelian ${code} maksimal ${l.periodMaxQuantity} per periode (sudah dipesan ${before})`,
          pointer: line.pointer,
        });
    }
  }
  return problems;
}

/** 422 with one item per broken limit, each at its line's quantity. */
export function assertNoProblems(problems: readonly { detail: string; pointer: string }[]): void {
  if (!problems.length) return;
  throw new AppError("VALIDATION_FAILED", problems[0]?.detail ?? "", {
    items: problems.map((p) => ({
      code: "VALIDATION_FAILED" as const,
      detail: p.detail,
      source: { pointer: p.pointer },
    })),
  });
}
