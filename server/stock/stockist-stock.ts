// Stock-stockist (SPEC §2 /stock-stockist): Pusat's figures over the stock of every stockist and
// stockist center. One SQL aggregate over stocks x warehouses x offices x products (a scan of the
// branch offices' stock rows, no rows loaded into memory), optionally narrowed by the same search
// the list uses (office code/name, product code/name) and by office category.
//
//   GET stocks/-actions/stockist-stock-summary   (Pusat with stocks.view; 403 otherwise)
//     filter[search], filter[office_category_id] (3 and/or 4, comma separated; default both)
//     -> meta { offices_with_stock, total_quantity, total_point, total_bonus, total_value }
//        (total_value = quantity x purchase price, only for callers who may read purchase prices)
import { Prisma } from "@/server/generated/prisma/client";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";

export const BRANCH_CATEGORY_IDS = [
  OFFICE_CATEGORY_IDS.STOCKIST,
  OFFICE_CATEGORY_IDS.STOCKIST_CENTER,
] as const;

export interface StockistStockFilter {
  search: string | null;
  categoryIds: number[];
}

export interface StockistStockSummary {
  officesWithStock: number;
  quantity: number;
  totalPoint: bigint;
  totalBonus: bigint;
  totalValue: bigint;
}

/** Reads filter[search] and filter[office_category_id] (400 on a category outside stockist/SC). */
export function stockistFilterFrom(url: URL): StockistStockFilter {
  const search = url.searchParams.get("filter[search]")?.trim() || null;
  const raw = url.searchParams.get("filter[office_category_id]")?.trim();
  if (!raw) return { search, categoryIds: [...BRANCH_CATEGORY_IDS] };
  const ids = raw.split(",").map((v) => v.trim());
  const allowed = new Set<string>(BRANCH_CATEGORY_IDS.map(String));
  if (ids.some((v) => !allowed.has(v)))
    throw AppError.badRequest(
      `filter[office_category_id] harus ${BRANCH_CATEGORY_IDS.join(" dan/atau ")}`,
      { parameter: "filter[office_category_id]" },
    );
  return { search, categoryIds: [...new Set(ids.map(Number))] };
}

/** LIKE pattern of a search term, its wildcards taken literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function stockistStockSummary(
  db: DbClient,
  f: StockistStockFilter,
): Promise<StockistStockSummary> {
  const parts: Prisma.Sql[] = [
    Prisma.sql`w.deleted_at IS NULL`,
    Prisma.sql`o.office_category_id IN (${Prisma.join(f.categoryIds)})`,
  ];
  if (f.search) {
    const p = likePattern(f.search);
    parts.push(
      Prisma.sql`(p.code ILIKE ${p} OR p.name ILIKE ${p} OR o.code ILIKE ${p} OR o.name ILIKE ${p})`,
    );
  }
  const [r] = await db.$queryRaw<
    {
      offices: bigint;
      quantity: bigint;
      total_point: bigint;
      total_bonus: bigint;
      total_value: bigint;
    }[]
  >`
    SELECT COUNT(DISTINCT o.id) FILTER (WHERE s.quantity > 0)::bigint AS offices,
           COALESCE(SUM(s.quantity), 0)::bigint AS quantity,
           COALESCE(SUM(s.quantity * p.point), 0)::bigint AS total_point,
           COALESCE(SUM(s.quantity * p.bonus_value), 0)::bigint AS total_bonus,
           COALESCE(SUM(s.quantity * p.purchase_price), 0)::bigint AS total_value
    FROM stocks s
    JOIN warehouses w ON w.id = s.warehouse_id
    JOIN offices o ON o.id = w.office_id
    JOIN products p ON p.id = s.product_id
    WHERE ${Prisma.join(parts, " AND ")}`;
  return {
    officesWithStock: Number(r?.offices ?? 0),
    quantity: Number(r?.quantity ?? 0),
    totalPoint: BigInt(r?.total_point ?? 0),
    totalBonus: BigInt(r?.total_bonus ?? 0),
    totalValue: BigInt(r?.total_value ?? 0),
  };
}
