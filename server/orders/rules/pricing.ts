// Line pricing from the price list in force for the buyer (SQL laterals and the priced lines).
// Part of the order rules (server/orders/rules.ts, docs/orders.md).
import type { DbClient } from "@/server/auth/db-client";
import { AppError, type ErrorItem } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";
import { type BuyerContext, type BuyerRow, buyerOf, buyerSql } from "./buyer";
import {
  LIMIT_COLUMNS,
  type LimitColumns,
  type ProductLimitRow,
  limitLateral,
  limitOf,
} from "./limits";

export interface LineInput {
  productId: string;
  quantity: number;
  description?: string | null;
  /** JSON:API pointer of this line's fields, e.g. "/data/attributes/details/3". */
  pointer: string;
}

export interface PricedLine {
  productId: string;
  productCode: string;
  quantity: number;
  unitPrice: bigint;
  discount: bigint;
  totalPrice: bigint;
  point: bigint;
  totalPoint: bigint;
  bonusValue: bigint;
  totalBonusValue: bigint;
  weight: number;
  description: string | null;
  pointer: string;
  /** The limit that applies to this buyer (null: none), read with the price. */
  limit: ProductLimitRow | null;
}

type PriceRow = {
  id: string;
  code: string;
  is_active: boolean;
  point: bigint;
  bonus_value: bigint;
  weight: number;
  price: bigint | null;
} & LimitColumns;

/** The product columns priceLines reads, over `products p`, a price lateral `pr` and `lim`. */
const priceColumns = () => Prisma.sql`p.id::text AS id, p.code, p.is_active, p.point, p.bonus_value,
  p.weight, pr.price, ${LIMIT_COLUMNS}`;

/** The price in force for an area and buyer type (SQL expressions), as the lateral `pr`. */
function priceLateral(area: Prisma.Sql, buyerType: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`LEFT JOIN LATERAL (
    SELECT price FROM product_prices
    WHERE product_id = p.id AND area_id = ${area} AND buyer_type_id = ${buyerType}
      AND valid_from <= now()
    ORDER BY valid_from DESC LIMIT 1
  ) pr ON true`;
}

/**
 * The buyer's context and the lines priced for it (buyerContext + priceLines) in ONE statement:
 * what creating an order reads.
 */
export async function buyerAndPrices(
  db: DbClient,
  destinationOfficeId: string,
  lines: readonly LineInput[],
  fieldPointer: (line: LineInput, field: "product_id" | "quantity") => string,
): Promise<{ buyer: BuyerContext; lines: PricedLine[] }> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = await db.$queryRaw<({ buyer: BuyerRow | null } & Partial<PriceRow>)[]>`
    WITH b AS (${buyerSql(Prisma.sql`${destinationOfficeId}::uuid`)})
    SELECT (SELECT row_to_json(b) FROM b) AS buyer, x.*
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (
      SELECT ${priceColumns()}
      FROM b CROSS JOIN products p
      ${priceLateral(Prisma.sql`b.price_area_id`, Prisma.sql`b.buyer_type_id::uuid`)}
      ${limitLateral(Prisma.sql`p.id`, Prisma.sql`b.id::uuid`, Prisma.sql`b.office_category_id`)}
      WHERE p.id = ANY(${ids}::uuid[]) AND p.deleted_at IS NULL
    ) x ON true`;
  const buyer = buyerOf(rows[0]);
  const priced = rows.flatMap((r) => (r.id === undefined || r.id === null ? [] : [r as PriceRow]));
  return { buyer, lines: toPricedLines(priced, lines, buyer, fieldPointer) };
}

/**
 * Prices every line from the price list in force now for the buyer's area and buyer type (the
 * row with the greatest valid_from <= now), with the product's point and bonus value: the
 * snapshot the order keeps. A missing, inactive or unpriced product is a 422 at its line.
 */
export async function priceLines(
  db: DbClient,
  lines: readonly LineInput[],
  buyer: BuyerContext,
  fieldPointer: (line: LineInput, field: "product_id" | "quantity") => string,
): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  // Each product (not deleted) with its price in force and its limit, in one statement.
  const rows = ids.length
    ? await db.$queryRaw<PriceRow[]>`
        SELECT ${priceColumns()}
        FROM products p
        ${priceLateral(Prisma.sql`${buyer.areaId}`, Prisma.sql`${buyer.buyerTypeId}::uuid`)}
        ${limitLateral(
          Prisma.sql`p.id`,
          Prisma.sql`${buyer.officeId}::uuid`,
          Prisma.sql`${buyer.officeCategoryId}`,
        )}
        WHERE p.id = ANY(${ids}::uuid[]) AND p.deleted_at IS NULL`
    : [];
  return toPricedLines(rows, lines, buyer, fieldPointer);
}

function toPricedLines(
  rows: readonly PriceRow[],
  lines: readonly LineInput[],
  buyer: BuyerContext,
  fieldPointer: (line: LineInput, field: "product_id" | "quantity") => string,
): PricedLine[] {
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: r.code,
        isActive: r.is_active,
        point: r.point,
        bonusValue: r.bonus_value,
        weight: r.weight,
        limit: limitOf(r),
      },
    ]),
  );
  const priceOf = new Map(
    rows.flatMap((r) => (r.price === null ? [] : [[r.id, BigInt(r.price)] as const])),
  );
  const items: ErrorItem[] = [];
  const out: PricedLine[] = [];
  for (const l of lines) {
    const p = byId.get(l.productId);
    const at = fieldPointer(l, "product_id");
    if (!p) {
      items.push({
        code: "VALIDATION_FAILED",
        detail: "Barang tidak ditemukan",
        source: { pointer: at },
      });
      continue;
    }
    if (!p.isActive) {
      items.push({
        code: "VALIDATION_FAILED",
        detail: `Barang ${p.code} tidak aktif`,
        source: { pointer: at },
      });
      continue;
    }
    const unitPrice = priceOf.get(p.id);
    if (unitPrice === undefined) {
      items.push({
        code: "VALIDATION_FAILED",
        detail: `Harga ${p.code} belum diatur untuk wilayah ${buyer.areaId} dan jenis pembeli ${buyer.buyerTypeCode}`,
        source: { pointer: at },
      });
      continue;
    }
    const q = BigInt(l.quantity);
    out.push({
      productId: p.id,
      productCode: p.code,
      quantity: l.quantity,
      unitPrice,
      discount: 0n,
      totalPrice: unitPrice * q,
      point: p.point,
      totalPoint: p.point * q,
      bonusValue: p.bonusValue,
      totalBonusValue: p.bonusValue * q,
      weight: p.weight * l.quantity,
      description: l.description ?? null,
      pointer: l.pointer,
      limit: p.limit,
    });
  }
  if (items.length) throw new AppError("VALIDATION_FAILED", items[0]?.detail ?? "", { items });
  return out;
}
