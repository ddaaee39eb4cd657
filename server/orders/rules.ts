// Checks and computations shared by the order use cases (docs/orders.md): who sees an order
// (origin or destination office; Pusat with orders.view all; others 404), which side the
// caller acts for (403 when it is not the side an action needs), the buyer's price context
// (area of its regency, buyer type by its category, Jawa or not by its province), line pricing
// from the price list in force, product limits, stock available at the origin warehouse, and
// the guarded state change (a concurrent change is a 409, never a lost update).
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError, type ErrorItem } from "@/server/errors";
import { Prisma, type DeliveryMethod, type OrderType } from "@/server/generated/prisma/client";
import type { Where } from "@/server/jsonapi/resource";
import { ensureOfficeWarehouses } from "@/server/offices/ensure-office-warehouses";
import { UUID_RE } from "@/lib/schemas/master";
import type { OrderKind, OrderStatus } from "@/lib/schemas/orders";
import { SQL_CLOCK, SQL_UUIDV7 } from "@/server/ids";
import { periodLockSql, type LockedPeriod } from "@/server/periods/assert-open-period";
import { assertOrderTransition } from "./machine";
import { ORDER_DOCUMENT_TYPE } from "./history";
import {
  BUYER_TYPE_BY_CATEGORY,
  isJawaProvince,
  MANAGE_CASHBILL_PERMISSION,
  ORDER_KIND_CONFIG,
  type OrderSide,
} from "./kinds";

export const ORDER_NOT_FOUND = "Order tidak ditemukan";
const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

export function invalidAt(pointer: string, detail: string): AppError {
  return AppError.validation([{ detail, source: { pointer } }]);
}

/** The office whose orders the caller sees: null for all (superadmin, Pusat with orders.view). */
function scopeOffice(actor: Actor): string | null {
  if (actor.isSuperadmin || (isPusat(actor) && hasPermission(actor, "orders.view"))) return null;
  return actor.officeId ?? NO_OFFICE;
}

/** Row scope: superadmin and Pusat (with orders.view) all; any other office its own orders. */
export function orderWhere(actor: Actor): Where | null {
  const office = scopeOffice(actor);
  if (office === null) return null;
  return { OR: [{ originOfficeId: office }, { destinationOfficeId: office }] };
}

export interface LoadedOrder {
  id: string;
  code: string;
  orderType: OrderType;
  status: OrderStatus;
  originOfficeId: string;
  destinationOfficeId: string;
  originWarehouseId: string | null;
  destinationWarehouseId: string | null;
  orderDate: Date;
  periodId: string | null;
  shippingCost: bigint;
  paidAmount: bigint;
  totalPrice: bigint;
  discount: bigint;
  finalPrice: bigint;
  isPaid: boolean;
  createdById: string | null;
  createdAt: Date;
  description: string | null;
  deliveryMethod: DeliveryMethod | null;
  originCode: string | null;
  orderBundleId: string | null;
}

/**
 * The SELECT of one order as `actor` may see it (not deleted), with LoadedOrder's columns: the
 * statement of loadOrder, and a CTE of the use cases that read the order with what they check
 * (validateOrder, createPayment). `id` must be a UUID (checked by the caller).
 */
export function loadOrderSql(actor: Actor, id: string): Prisma.Sql {
  const office = scopeOffice(actor);
  return Prisma.sql`
    SELECT id::text AS id, code, order_type::text AS "orderType", status::text AS status,
           origin_office_id::text AS "originOfficeId",
           destination_office_id::text AS "destinationOfficeId",
           origin_warehouse_id::text AS "originWarehouseId",
           destination_warehouse_id::text AS "destinationWarehouseId",
           order_date AS "orderDate", period_id::text AS "periodId",
           shipping_cost AS "shippingCost", paid_amount AS "paidAmount",
           total_price AS "totalPrice", discount, final_price AS "finalPrice", is_paid AS "isPaid",
           created_by_id::text AS "createdById", created_at AS "createdAt", description,
           delivery_method::text AS "deliveryMethod", origin_code AS "originCode",
           order_bundle_id::text AS "orderBundleId"
    FROM orders
    WHERE id = ${id}::uuid AND deleted_at IS NULL
      ${
        office === null
          ? Prisma.empty
          : Prisma.sql`AND (origin_office_id = ${office}::uuid OR destination_office_id = ${office}::uuid)`
      }`;
}

type Json<T> = { [K in keyof T]: T[K] extends bigint ? number : T[K] extends Date ? string : T[K] };

/** A LoadedOrder read as JSON (`row_to_json` of loadOrderSql in a combined statement). */
export function loadedOrderFromJson(j: Json<LoadedOrder>): LoadedOrder {
  return {
    ...j,
    orderDate: new Date(`${j.orderDate}T00:00:00Z`),
    createdAt: new Date(j.createdAt),
    shippingCost: BigInt(j.shippingCost),
    paidAmount: BigInt(j.paidAmount),
    totalPrice: BigInt(j.totalPrice),
    discount: BigInt(j.discount),
    finalPrice: BigInt(j.finalPrice),
  };
}
export type LoadedOrderJson = Json<LoadedOrder>;

/**
 * The order as the caller may see it (not deleted); 404 otherwise (also for a malformed id).
 * `lock`: the row is read FOR UPDATE, so what the caller then reads about the order (its
 * shipments, its payments) cannot change under it until its transaction ends: a use case that
 * decides on those rows (cancelPayment, cancelStockMovement, a new shipment) takes it first, and
 * the others wait for it and then read the committed state.
 */
export async function loadOrder(
  db: DbClient,
  actor: Actor,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<LoadedOrder> {
  if (!UUID_RE.test(id)) throw AppError.notFound(ORDER_NOT_FOUND);
  const rows = await db.$queryRaw<LoadedOrder[]>`${loadOrderSql(actor, id)}${
    opts.lock ? Prisma.sql` FOR UPDATE` : Prisma.empty
  }`;
  const row = rows[0];
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return row;
}

export function kindOf(order: { orderType: string }): OrderKind {
  const kind = order.orderType as OrderKind;
  if (!(kind in ORDER_KIND_CONFIG))
    throw AppError.conflict("Jenis order ini belum dapat diproses di sini");
  return kind;
}

/**
 * The sides of `order` the caller's office stands on (superadmin: both). Pusat's Cash Bill staff
 * (orders.manage-cashbill) stand on the seller's side of every order of a staff-managed kind
 * (cash bills, PBS sales, point additions: docs/cash-bills.md) for the corrections
 * (`staff`: the permissions of STAFF_CORRECTIONS), never for money or goods (payments, shipments).
 */
export function sidesOf(actor: Actor, order: LoadedOrder, staff = false): Set<OrderSide> {
  const sides = new Set<OrderSide>();
  if (actor.isSuperadmin) return new Set(["origin", "destination"]);
  const cfg = ORDER_KIND_CONFIG[order.orderType];
  if (staff && cfg.staffManaged && isPusat(actor) && hasPermission(actor, MANAGE_CASHBILL_PERMISSION))
    sides.add("origin");
  if (actor.officeId && order.originOfficeId === actor.officeId) sides.add("origin");
  if (actor.officeId && order.destinationOfficeId === actor.officeId) sides.add("destination");
  return sides;
}

/** What Pusat's Cash Bill staff do as the seller of a staff-managed kind: correct and validate. */
const STAFF_CORRECTIONS: ReadonlySet<string> = new Set([
  "orders.update",
  "orders.delete",
  "orders.validate",
  "order-details.create",
  "order-details.update",
  "order-details.delete",
]);

/** 403 unless the caller has `permission` and acts for one of `sides` of the order. */
export function requireSide(
  actor: Actor,
  order: LoadedOrder,
  sides: readonly OrderSide[],
  permission: string,
  message: string,
): void {
  if (!hasPermission(actor, permission)) throw AppError.forbidden();
  const mine = sidesOf(actor, order, STAFF_CORRECTIONS.has(permission));
  if (!sides.some((s) => mine.has(s))) throw AppError.forbidden(message);
}

/** 403 unless the caller writes drafts of this kind for its side (kinds.ts `makers`). */
export function requireMaker(actor: Actor, order: LoadedOrder, permission: string): void {
  requireSide(
    actor,
    order,
    ORDER_KIND_CONFIG[kindOf(order)].makers,
    permission,
    "Order ini hanya dapat diubah oleh kantor pembuatnya",
  );
}

/** Moves the order from `from` only if it is still in `from` and not deleted (else 409). */
export async function guardedUpdate(
  db: DbClient,
  id: string,
  from: OrderStatus,
  data: Prisma.OrderUncheckedUpdateManyInput,
  also: Prisma.OrderWhereInput = {},
): Promise<void> {
  const res = await db.order.updateMany({
    where: { ...also, id, status: from, deletedAt: null },
    data,
  });
  if (res.count !== 1) throw AppError.conflict("Order sudah diubah oleh pengguna lain");
}

/**
 * A state change of an order in ONE statement: the guarded UPDATE from `from` (409 when the
 * order is no longer there, as guardedUpdate) with `set` (extra `column = value` assignments),
 * and its history row (orders/history.ts) inserted only when the UPDATE took.
 */
export async function transitionOrder(
  db: DbClient,
  t: {
    id: string;
    from: OrderStatus;
    to: OrderStatus;
    action: string;
    userId: string | null;
    note?: string | null;
    set?: Prisma.Sql;
  },
): Promise<void> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH u AS (
      UPDATE orders SET status = ${t.to}::order_status, updated_at = now()
        ${t.set ? Prisma.sql`, ${t.set}` : Prisma.empty}
      WHERE id = ${t.id}::uuid AND status = ${t.from}::order_status AND deleted_at IS NULL
      RETURNING id
    )
    INSERT INTO document_status_histories (id, document_type, document_id, from_status, to_status,
                                           action, user_id, note, created_at)
    SELECT ${SQL_UUIDV7}, ${ORDER_DOCUMENT_TYPE}, u.id, ${t.from}, ${t.to}, ${t.action},
           ${t.userId}::uuid, ${t.note ?? null}, ts.t
    FROM u, ${SQL_CLOCK}
    RETURNING id::text AS id`;
  if (rows.length !== 1) throw AppError.conflict("Order sudah diubah oleh pengguna lain");
}

export const ORDER_IN_BUNDLE =
  "Order ini sudah masuk laporan (bundel order) dan tidak dapat diubah atau dihapus";

/**
 * THE rule for changing what an order says (PATCH orders, order-details writes, soft delete):
 * the state must allow `action` (machine.ts), and no report holds it: an order inside an order
 * bundle (any state of the bundle) is frozen, 409. Deleting the bundle (while draft or waiting
 * for validation) releases its orders again (docs/money.md).
 */
export function assertOrderWritable(order: LoadedOrder, action: "update" | "delete"): void {
  if (order.orderBundleId) throw AppError.conflict(ORDER_IN_BUNDLE);
  assertOrderTransition(action, order.status);
}

// ---- offices and warehouses ------------------------------------------------------------------

export type PartyOffice = {
  id: string;
  code: string;
  name: string;
  officeCategoryId: number;
};

/** An office as a party of a new order, with its stock-holding (main, secondary) warehouses. */
export interface PartyRow extends PartyOffice {
  isActive: boolean;
  isSuspended: boolean;
  warehouses: { id: string; type: string }[];
}

type PartySqlRow = {
  id: string;
  code: string;
  name: string;
  office_category_id: number;
  is_active: boolean;
  is_suspended: boolean;
  warehouses: { id: string; type: string }[] | null;
};

function partySql(ids: readonly string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT o.id::text AS id, o.code, o.name, o.office_category_id, o.is_active, o.is_suspended,
           (SELECT json_agg(json_build_object('id', w.id, 'type', w.type) ORDER BY w.created_at)
            FROM warehouses w
            WHERE w.office_id = o.id AND w.deleted_at IS NULL
              AND w.type IN ('main', 'secondary')) AS warehouses
    FROM offices o
    WHERE o.id = ANY(${[...new Set(ids)]}::uuid[]) AND o.deleted_at IS NULL`;
}

function toPartyMap(rows: readonly PartySqlRow[]): Map<string, PartyRow> {
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: r.code,
        name: r.name,
        officeCategoryId: r.office_category_id,
        isActive: r.is_active,
        isSuspended: r.is_suspended,
        warehouses: r.warehouses ?? [],
      },
    ]),
  );
}

/** The not deleted offices among `ids` with their warehouses, in one statement. */
export async function partyRows(
  db: DbClient,
  ids: readonly string[],
): Promise<Map<string, PartyRow>> {
  return toPartyMap(await db.$queryRaw<PartySqlRow[]>`${partySql(ids)}`);
}

/**
 * partyRows and the lock on the period of `day` (periodLockSql; the caller checks the rows with
 * openPeriodOf) in ONE statement: what creating an order reads first.
 */
export async function partiesAndPeriod(
  db: DbClient,
  ids: readonly string[],
  day: Date,
): Promise<{ offices: Map<string, PartyRow>; periods: LockedPeriod[] }> {
  const rows = await db.$queryRaw<({ periods: LockedPeriod[] } & Partial<PartySqlRow>)[]>`
    WITH per AS (${periodLockSql(Prisma.sql`${day}::date`)}), x AS (${partySql(ids)})
    SELECT (SELECT COALESCE(json_agg(per), '[]'::json) FROM per) AS periods, x.*
    FROM (SELECT 1) one LEFT JOIN x ON true`;
  return {
    offices: toPartyMap(rows.flatMap((r) => (r.id ? [r as PartySqlRow] : []))),
    periods: rows[0]?.periods ?? [],
  };
}

/** 422 at `pointer` unless `office` exists, is active and is of one of `categories`. */
export function assertParty(
  office: PartyRow | undefined,
  categories: readonly number[],
  pointer: string,
  label: string,
): PartyRow {
  if (!office) throw invalidAt(pointer, `${label} tidak ditemukan`);
  if (!office.isActive || office.isSuspended) throw invalidAt(pointer, `${label} tidak aktif`);
  if (!categories.includes(office.officeCategoryId))
    throw invalidAt(pointer, `${label} tidak sesuai dengan jenis order ini`);
  return office;
}

/** An active, not deleted office of one of `categories`; 422 at `pointer` otherwise. */
export async function partyOffice(
  db: DbClient,
  id: string,
  categories: readonly number[],
  pointer: string,
  label: string,
): Promise<PartyRow> {
  return assertParty((await partyRows(db, [id])).get(id), categories, pointer, label);
}

/**
 * The warehouse an order uses on one side: the one named (it must belong to that office and
 * hold sellable stock), else the office's main warehouse; a member has none (null). `known` are
 * the office's main and secondary warehouses when the caller read them (partyRows).
 */
export async function sideWarehouse(
  db: DbClient,
  office: PartyOffice,
  named: string | null | undefined,
  pointer: string,
  known?: readonly { id: string; type: string }[],
): Promise<string | null> {
  if (named) {
    const ok = known
      ? known.some((w) => w.id === named)
      : await db.warehouse.findFirst({
          where: {
            id: named,
            officeId: office.id,
            deletedAt: null,
            type: { in: ["main", "secondary"] },
          },
          select: { id: true },
        });
    if (!ok) throw invalidAt(pointer, `Gudang bukan milik ${office.code}`);
    return named;
  }
  const main = known?.find((w) => w.type === "main");
  if (main) return main.id;
  const warehouses = await ensureOfficeWarehouses(db, office);
  return warehouses.find((w) => w.type === "main")?.id ?? null;
}

// ---- the buyer's price context ---------------------------------------------------------------

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

// ---- pricing ---------------------------------------------------------------------------------

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

// ---- limits ----------------------------------------------------------------------------------

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

// ---- stock -----------------------------------------------------------------------------------

/** Units available per product in a warehouse (0 when it never held the product). */
export async function availableStock(
  db: DbClient,
  warehouseId: string | null,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>(productIds.map((id) => [id, 0]));
  if (!warehouseId || !productIds.length) return out;
  const rows = await db.stock.findMany({
    where: { warehouseId, productId: { in: [...productIds] } },
    select: { productId: true, quantity: true },
  });
  for (const r of rows) out.set(r.productId, r.quantity);
  return out;
}
