// The buyer's price context: area of its regency, buyer type by category, Jawa or not.
// Part of the order rules (server/orders/rules.ts, docs/orders.md).
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";
import { BUYER_TYPE_BY_CATEGORY, isJawaProvince } from "../kinds";
import { invalidAt } from "./order";

export interface BuyerContext {
  officeId: string;
  officeCategoryId: number;
  areaId: number;
  buyerTypeId: string;
  buyerTypeCode: string;
  jawa: boolean;
  minOrder: bigint;
  cashback: bigint;
}

/**
 * Area (the price area of the buyer's regency, else the office's own area), buyer type (by the
 * buyer office's category) and the category's minimum order and cashback for Jawa or luar Jawa
 * (by the province of the buyer's address). 422 at the destination office when any is missing.
 */
export type BuyerRow = {
  id: string;
  area_id: number | null;
  office_category_id: number;
  min_order_jawa: bigint | number | string;
  min_order_luar_jawa: bigint | number | string;
  cashback_jawa: bigint | number | string;
  cashback_luar_jawa: bigint | number | string;
  address_province_id: string | null;
  city_area_id: number | null;
  city_province_id: string | null;
  buyer_type_id: string | null;
  buyer_type_code: string | null;
};

/**
 * One row: the office, its category's minimum order and cashback, its first address (the primary
 * one, else the oldest) with that address's city, and the buyer type of its category. Also a CTE
 * (`WITH b AS (...)`) of the statements that read the buyer with what it prices (buyerAndPrices,
 * the validation preview): `b.price_area_id` is the price area.
 */
export function buyerSql(destinationOfficeId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT o.id::text AS id, o.area_id, o.office_category_id,
           oc.min_order_jawa, oc.min_order_luar_jawa, oc.cashback_jawa, oc.cashback_luar_jawa,
           a.province_id AS address_province_id,
           c.area_id AS city_area_id, c.province_id AS city_province_id,
           bt.id::text AS buyer_type_id, bt.code AS buyer_type_code,
           COALESCE(c.area_id, o.area_id) AS price_area_id
    FROM offices o
    JOIN office_categories oc ON oc.id = o.office_category_id
    LEFT JOIN LATERAL (
      SELECT province_id, city_id FROM office_addresses
      WHERE office_id = o.id ORDER BY is_primary DESC, created_at ASC LIMIT 1
    ) a ON true
    LEFT JOIN cities c ON c.id = a.city_id
    LEFT JOIN buyer_types bt
      ON bt.code = (${JSON.stringify(BUYER_TYPE_BY_CATEGORY)}::jsonb ->> o.office_category_id::text)
    WHERE o.id = ${destinationOfficeId}`;
}

/** The checks of buyerContext over its row (the row as JSON from a combined read, too). */
export function toBuyerContext(office: BuyerRow): BuyerContext {
  const pointer = "/data/relationships/destination-office";
  const areaId = office.city_area_id ?? office.area_id;
  if (areaId === null || areaId === undefined)
    throw invalidAt(pointer, "Wilayah harga kantor pembeli belum diatur (alamat kabupaten/kota)");
  const code = BUYER_TYPE_BY_CATEGORY[office.office_category_id];
  if (!code || !office.buyer_type_id || office.buyer_type_code === null)
    throw invalidAt(pointer, "Jenis pembeli untuk kantor ini belum diatur");
  const jawa = isJawaProvince(office.address_province_id ?? office.city_province_id);
  return {
    officeId: office.id,
    officeCategoryId: office.office_category_id,
    areaId,
    buyerTypeId: office.buyer_type_id,
    buyerTypeCode: office.buyer_type_code,
    jawa,
    minOrder: BigInt(jawa ? office.min_order_jawa : office.min_order_luar_jawa),
    cashback: BigInt(jawa ? office.cashback_jawa : office.cashback_luar_jawa),
  };
}

/** The buyer of a combined read (`(SELECT row_to_json(b) FROM b) AS buyer`); 404 when none. */
export function buyerOf(row: { buyer: BuyerRow | null } | undefined): BuyerContext {
  if (!row?.buyer) throw AppError.notFound("Kantor tidak ditemukan");
  return toBuyerContext(row.buyer);
}

export async function buyerContext(
  db: DbClient,
  destinationOfficeId: string,
): Promise<BuyerContext> {
  const rows = await db.$queryRaw<
    BuyerRow[]
  >`${buyerSql(Prisma.sql`${destinationOfficeId}::uuid`)}`;
  const office = rows[0];
  if (!office) {
    // Not reachable from the use cases (the destination was checked before); keep Prisma's
    // not-found error as before.
    await db.office.findUniqueOrThrow({ where: { id: destinationOfficeId }, select: { id: true } });
    throw AppError.notFound("Kantor tidak ditemukan");
  }
  return toBuyerContext(office);
}
