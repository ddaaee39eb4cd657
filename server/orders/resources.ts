// Orders and their lines through the generic engine (docs/orders.md, SPEC §7 "Orders and
// purchasing"). An office sees the orders it sells (origin) or buys (destination), a member its
// own; Pusat with orders.view sees all; anything else is a 404. POST creates a draft with its
// lines (attribute `details`), PATCH changes an editable order (or soft-deletes it with
// deletedAt), DELETE soft-deletes; order-details edits one line of an editable order. Prices and
// totals are the server's. The state changes are actions (server/orders/actions.ts).
import type { z } from "zod";
import { hasPermission, type Actor } from "@/server/auth/actor";
import {
  attr,
  boolFilter,
  dayFilter,
  enumFilter,
  timestamps,
  uuidFilter,
} from "@/server/jsonapi/define";
import { validateInput } from "@/server/jsonapi/engine";
import { defineResource, type Row, type Where } from "@/server/jsonapi/resource";
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";
import {
  ORDER_KINDS,
  ORDER_KIND_LABEL,
  ORDER_DELIVERY_STATUSES,
  ORDER_DELIVERY_STATUS_LABEL,
  ORDER_STATUSES,
  orderStatusLabel,
  ZCreateOrderDetailInput,
  ZCreateOrderInput,
  ZUpdateOrderDetailInput,
  ZUpdateOrderInput,
  type OrderDeliveryStatus,
  type OrderKind,
  type OrderStatus,
} from "@/lib/schemas/orders";
import { jakartaDateString } from "@/lib/business-date";
import { createOrderDetail, deleteOrderDetail, updateOrderDetail } from "./order-lines";
import { orderWhere } from "./rules";
import { createOrder, deleteOrder, updateOrder } from "./write-order";

const OFFICE_TYPES = ["pusat", "kantor_pelayanan", "stockist_center", "stockist", "member"];
const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

function nested(row: Row, relation: string, field: string): unknown {
  const r = row[relation] as Record<string, unknown> | null | undefined;
  return r?.[field] ?? null;
}

/** The longest order_date range whose days are also listed (orderDateDays). */
const LISTED_DAYS = 31;
/** A range ending this many days before today or later is recent (orderDateDays). */
const RECENT_DAYS = 7;

/**
 * filter[order_date_to] with filter[order_date_from] over at most LISTED_DAYS days: the same
 * days once more as `order_date IN (...)`, which matches exactly the same orders. PostgreSQL
 * assumes the matches of a date range are spread evenly along created_at, so for a page of the
 * default sort it walks the created_at index from now, and for a range far in the past it passes
 * months of orders first (3 s over a million orders). With the days listed too it expects few
 * matches and reads the range through the order_date index, then sorts it (a range this short
 * holds a bounded number of orders). A range ending in the last RECENT_DAYS is left as it is:
 * the walk from now reaches it at once, and the count stops after ORDER_LIST_CAP + 1 of them.
 */
function orderDateDays(from: string | undefined, to: string): Where {
  const start = from ? new Date(`${from.trim()}T00:00:00Z`).getTime() : NaN;
  const end = new Date(`${to.trim()}T00:00:00Z`).getTime();
  const days = (end - start) / 86_400_000;
  if (!Number.isInteger(days) || days < 0 || days >= LISTED_DAYS) return {};
  const recent = new Date(`${jakartaDateString()}T00:00:00Z`).getTime() - RECENT_DAYS * 86_400_000;
  if (end >= recent) return {};
  return {
    orderDate: { in: Array.from({ length: days + 1 }, (_, i) => new Date(start + i * 86_400_000)) },
  };
}

const asRecordSchema = <T>(schema: z.ZodType<T>) =>
  schema as unknown as z.ZodType<Record<string, unknown>>;

const can = (permission: string) => (actor: Actor) => hasPermission(actor, permission);

const toNumber = (v: unknown) => (typeof v === "bigint" ? Number(v) : 0);

/**
 * The most orders a list counts exactly and sums in meta.totals. Past it (a filter that matches
 * more, e.g. every order of a year), meta.page.total is the cap (totalCapped) and meta.totals is
 * null with totals_capped: an exact sum over a million orders costs more than the page itself
 * (bench/results/orders.md); the screens ask to narrow the filter (docs/orders.md "API").
 */
export const ORDER_LIST_CAP = 10_000;

/** meta.totals of a list: the sums over every matching order (not only the page), up to the cap. */
async function orderTotalsMeta(
  db: Db,
  where: Where,
  count: Promise<number>,
): Promise<Record<string, unknown>> {
  // The list's own bounded count (countCap: at most CAP + 1 index entries or rows) decides, then
  // one SQL SUM over the matches only when they are few enough. Prisma's aggregate with `take`
  // took seconds per call over a million orders in bench/orders.ts (the same bounded SUM in SQL:
  // 62 ms), so it is not used.
  const matches = await count;
  if (matches > ORDER_LIST_CAP)
    return { totals: null, totals_capped: true, totals_cap: ORDER_LIST_CAP };
  return { totals: (await sumOrders(db, where)).totals };
}

/**
 * The exact count and money sums of the orders matching `where`, in one statement. Over the
 * list's cap this reads every match (GET orders/-actions/totals, asked for on purpose).
 */
export async function sumOrders(db: Db, where: Where) {
  const agg = await db.order.aggregate({
    where,
    _count: { _all: true },
    _sum: {
      totalPrice: true,
      discount: true,
      shippingCost: true,
      finalPrice: true,
      paidAmount: true,
      totalPoint: true,
    },
  });
  return {
    count: agg._count._all,
    totals: {
      total_price: toNumber(agg._sum.totalPrice),
      discount: toNumber(agg._sum.discount),
      shipping_cost: toNumber(agg._sum.shippingCost),
      final_price: toNumber(agg._sum.finalPrice),
      paid_amount: toNumber(agg._sum.paidAmount),
      total_point: toNumber(agg._sum.totalPoint),
    },
  };
}

/** The buyer's previous order (created before this one, not deleted): 0 or 1 id per order. */
async function previousOrders(db: Db, parentIds: unknown[]): Promise<Map<unknown, unknown[]>> {
  const ids = parentIds.map(String);
  const rows = ids.length
    ? await db.$queryRaw<{ id: string; previous_id: string | null }[]>`
        SELECT o.id::text AS id, p.id::text AS previous_id
        FROM orders o
        LEFT JOIN LATERAL (
          SELECT x.id FROM orders x
          WHERE x.destination_office_id = o.destination_office_id AND x.deleted_at IS NULL
            AND x.id <> o.id AND x.created_at <= o.created_at
            AND (x.created_at < o.created_at OR x.id < o.id)
          ORDER BY x.created_at DESC, x.id DESC LIMIT 1
        ) p ON true
        WHERE o.id = ANY(${ids}::uuid[])`
    : [];
  return new Map(rows.map((r) => [r.id, r.previous_id ? [r.previous_id] : []]));
}

export const orders = defineResource({
  type: "orders",
  model: "order",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    origin_code: attr("originCode"),
    /** The report (order bundle) holding this order; a bundled order is frozen (docs/money.md). */
    order_bundle_id: attr("orderBundleId"),
    order_type: attr("orderType", "enum", { sortable: true }),
    order_type_label: attr("orderType", "string", {
      get: (r) => ORDER_KIND_LABEL[r.orderType as OrderKind] ?? String(r.orderType),
    }),
    status: attr("status", "enum", { sortable: true }),
    // The state shown: a released order's delivery state once its goods moved (Dikirim,
    // Diterima Sebagian, Selesai), else its own (docs/orders.md "Delivery status").
    status_label: attr("status", "string", {
      get: (r) =>
        orderStatusLabel(
          r.status as OrderStatus,
          r.deliveryStatus as OrderDeliveryStatus,
          String(r.orderType),
        ),
    }),
    delivery_status: attr("deliveryStatus", "enum", { sortable: true }),
    delivery_status_label: attr("deliveryStatus", "string", {
      get: (r) => ORDER_DELIVERY_STATUS_LABEL[r.deliveryStatus as OrderDeliveryStatus],
    }),
    delivery_completed_at: attr("deliveryCompletedAt", "datetime"),
    order_date: attr("orderDate", "date", { sortable: true }),
    origin_office_id: attr("originOfficeId"),
    origin_office_code: attr("originOfficeId", "string", {
      get: (r) => nested(r, "originOffice", "code"),
    }),
    origin_office_name: attr("originOfficeId", "string", {
      get: (r) => nested(r, "originOffice", "name"),
    }),
    // The office types of the two sides: which movement pages show the order's shipments.
    origin_office_type: attr("originOfficeId", "string", {
      get: (r) => nested(r, "originOffice", "officeType"),
    }),
    destination_office_type: attr("destinationOfficeId", "string", {
      get: (r) => nested(r, "destinationOffice", "officeType"),
    }),
    destination_office_id: attr("destinationOfficeId"),
    destination_office_code: attr("destinationOfficeId", "string", {
      get: (r) => nested(r, "destinationOffice", "code"),
    }),
    destination_office_name: attr("destinationOfficeId", "string", {
      get: (r) => nested(r, "destinationOffice", "name"),
    }),
    origin_warehouse_id: attr("originWarehouseId"),
    // The seller's warehouse the goods leave from (main or secondary, chosen on the form).
    origin_warehouse_name: attr("originWarehouseId", "string", {
      get: (r) => nested(r, "originWarehouse", "name"),
    }),
    destination_warehouse_id: attr("destinationWarehouseId"),
    area_id: attr("areaId", "number"),
    buyer_type_id: attr("buyerTypeId"),
    period_id: attr("periodId"),
    /** The member period the order counts in for the member's points (docs/cash-bills.md). */
    member_period_id: attr("memberPeriodId"),
    delivery_method: attr("deliveryMethod", "enum"),
    total_price: attr("totalPrice", "money", { sortable: true }),
    discount: attr("discount", "money"),
    shipping_cost: attr("shippingCost", "money"),
    final_price: attr("finalPrice", "money", { sortable: true }),
    total_point: attr("totalPoint", "money"),
    total_bonus: attr("totalBonus", "money"),
    total_weight: attr("totalWeight", "number"),
    is_paid: attr("isPaid", "boolean"),
    paid_amount: attr("paidAmount", "money"),
    remaining_payment: attr("finalPrice", "money", {
      get: (r) => {
        const left = (r.finalPrice as bigint) - (r.paidAmount as bigint);
        return left > 0n ? left : 0n;
      },
    }),
    paid_at: attr("paidAt", "datetime"),
    acc_payment_reason: attr("accPaymentReason"),
    acc_payment_at: attr("accPaymentAt", "datetime"),
    cancel_warehouse_description: attr("cancelWarehouseDescription"),
    validated_at: attr("validatedAt", "datetime", { sortable: true }),
    description: attr("description"),
    deletedAt: attr("deletedAt", "datetime"),
    ...timestamps(),
  },
  relationships: {
    area: { type: "areas", kind: "one", foreignKey: "areaId" },
    "buyer-type": { type: "buyer-types", kind: "one", foreignKey: "buyerTypeId" },
    "origin-office": { type: "offices", kind: "one", foreignKey: "originOfficeId" },
    "destination-office": { type: "offices", kind: "one", foreignKey: "destinationOfficeId" },
    "origin-warehouse": { type: "warehouses", kind: "one", foreignKey: "originWarehouseId" },
    "destination-warehouse": {
      type: "warehouses",
      kind: "one",
      foreignKey: "destinationWarehouseId",
    },
    "order-details": { type: "order-details", kind: "many", inverseKey: "orderId" },
    "stock-movements": { type: "stock-movements", kind: "many", inverseKey: "orderId" },
    payments: { type: "payments", kind: "many", inverseKey: "orderId", where: { deletedAt: null } },
    "previous-order": { type: "orders", kind: "many", computed: previousOrders },
  },
  rowInclude: {
    originOffice: { select: { code: true, name: true, officeType: true } },
    destinationOffice: { select: { code: true, name: true, officeType: true } },
    originWarehouse: { select: { name: true } },
  },
  filters: {
    order_bundle_id: uuidFilter("orderBundleId", "order_bundle_id"),
    /** false: orders in no report yet (the 'Tambah Laporan' candidates). */
    is_bundled: (value, actor) => {
      const { x } = boolFilter("x", "is_bundled")(value, actor) as { x: boolean };
      return { orderBundleId: x ? { not: null } : null };
    },
    period_id: uuidFilter("periodId", "period_id"),
    member_period_id: uuidFilter("memberPeriodId", "member_period_id"),
    status: enumFilter("status", "status", ORDER_STATUSES),
    delivery_status: enumFilter("deliveryStatus", "delivery_status", ORDER_DELIVERY_STATUSES),
    order_type: enumFilter("orderType", "order_type", ORDER_KINDS),
    kind: enumFilter("orderType", "kind", ORDER_KINDS),
    office: (value, actor) => {
      const { id } = uuidFilter("id", "office")(value, actor);
      return { OR: [{ originOfficeId: id }, { destinationOfficeId: id }] };
    },
    origin_office_id: uuidFilter("originOfficeId", "origin_office_id"),
    destination_office_id: uuidFilter("destinationOfficeId", "destination_office_id"),
    order_date_from: dayFilter("orderDate", "order_date_from", "gte"),
    order_date_to: (value, actor, all) => {
      const to = dayFilter("orderDate", "order_date_to", "lte")(value, actor);
      const from = all?.get("order_date_from");
      // Only a from that is itself a valid date (its own filter answers 400 otherwise).
      const days =
        from && /^\d{4}-\d{2}-\d{2}$/.test(from.trim()) ? orderDateDays(from, value) : {};
      return { AND: [to, days] };
    },

    is_paid: boolFilter("isPaid", "is_paid"),
    // The movement pages' "Order siap dikirim" list (components/stock-movements): released
    // orders with no shipment yet (a cancelled one does not count), by buyer category and method.
    awaiting_shipment: (value, actor) =>
      boolFilter("x", "awaiting_shipment")(value, actor).x === true
        ? {
            status: "released",
            stockMovements: { none: { status: { not: "cancelled" }, deletedAt: null } },
          }
        : {},
    // The buyer's / seller's office type, as the stock-movement filters name them (e.g.
    // Penjualan's 'Faktur Restock SC' lists the restocks to SCs only); comma-separated allowed.
    destination_category: (value, actor) => ({
      destinationOffice: enumFilter(
        "officeType",
        "destination_category",
        OFFICE_TYPES,
      )(value, actor),
    }),
    origin_category: (value, actor) => ({
      originOffice: enumFilter("officeType", "origin_category", OFFICE_TYPES)(value, actor),
    }),
    // How the goods go: an order without a method ships as dikirim (the movement's default).
    ships_as: (value, actor) =>
      enumFilter("m", "ships_as", ["dikirim", "diambil"])(value, actor).m === "diambil"
        ? { deliveryMethod: "diambil" }
        : { OR: [{ deliveryMethod: "dikirim" }, { deliveryMethod: null }] },
    side: (value, actor) => {
      const office = actor.officeId ?? NO_OFFICE;
      return enumFilter("side", "side", ["origin", "destination"])(value, actor).side === "origin"
        ? { originOfficeId: office }
        : { destinationOfficeId: office };
    },
  },
  // buyer_search = the buyer's "<code> <name>", kept by triggers (docs/orders.md "Lists over a
  // million orders"): a match through the relation made every search read every order.
  search: ["code", "originCode", "buyerSearch"],
  defaultSort: "-createdAt",
  defaultInclude: [
    "area",
    "buyer-type",
    "destination-office",
    "order-details",
    "origin-office",
    "stock-movements",
    "origin-warehouse",
    "destination-warehouse",
    "payments",
  ],
  pageSize: { default: 15, max: 100 },
  // A million orders: counting them exactly costs more than the page (ORDER_LIST_CAP).
  countCap: ORDER_LIST_CAP,
  softDelete: true,
  access: {
    read: can("orders.view"),
    create: can("orders.create"),
    update: can("orders.update"),
    delete: can("orders.delete"),
  },
  scope: orderWhere,
  listMeta: orderTotalsMeta,
  create: {
    schema: asRecordSchema(ZCreateOrderInput),
    clientIds: true,
    run: ({ db, actor, clientId }, input) => {
      const v = validateInput(orders, ZCreateOrderInput, input);
      return db.$transaction((tx) => createOrder(tx, v, actor, clientId));
    },
  },
  update: {
    schema: asRecordSchema(ZUpdateOrderInput),
    run: async ({ db, actor }, id, input) => {
      const v = validateInput(orders, ZUpdateOrderInput, input);
      if (v.deletedAt) {
        // PATCH deletedAt is the SPEC's soft delete (§4): the same rule as DELETE.
        if (!hasPermission(actor, "orders.delete")) throw AppError.forbidden();
        await db.$transaction((tx) => deleteOrder(tx, String(id), actor));
        return;
      }
      await db.$transaction((tx) => updateOrder(tx, String(id), v, actor));
    },
  },
  remove: ({ db, actor }, id) => db.$transaction((tx) => deleteOrder(tx, String(id), actor)),
});

/** Lines follow their order's visibility. */
function orderChildWhere(actor: Actor): Where | null {
  const w = orderWhere(actor);
  return w ? { order: { AND: [w, { deletedAt: null }] } } : { order: { deletedAt: null } };
}

export const orderDetails = defineResource({
  type: "order-details",
  model: "orderDetail",
  idKind: "uuid",
  attributes: {
    order_id: attr("orderId"),
    product_id: attr("productId"),
    product_code: attr("productId", "string", { get: (r) => nested(r, "product", "code") }),
    product_name: attr("productId", "string", { get: (r) => nested(r, "product", "name") }),
    quantity: attr("quantity", "number", { sortable: true }),
    unit_price: attr("unitPrice", "money"),
    discount: attr("discount", "money"),
    total_price: attr("totalPrice", "money", { sortable: true }),
    point: attr("point", "money"),
    total_point: attr("totalPoint", "money"),
    bonus_value: attr("bonusValue", "money"),
    total_bonus_value: attr("totalBonusValue", "money"),
    is_free: attr("isFree", "boolean"),
    description: attr("description"),
    ...timestamps(),
  },
  relationships: {
    order: { type: "orders", kind: "one", foreignKey: "orderId" },
    product: { type: "products", kind: "one", foreignKey: "productId" },
  },
  rowInclude: { product: { select: { code: true, name: true } } },
  filters: {
    order_id: uuidFilter("orderId", "order_id"),
    product_id: uuidFilter("productId", "product_id"),
  },
  defaultSort: "createdAt",
  pageSize: { default: 50, max: 200 },
  access: {
    read: can("order-details.view"),
    create: can("order-details.create"),
    update: can("order-details.update"),
    delete: can("order-details.delete"),
  },
  scope: orderChildWhere,
  create: {
    schema: asRecordSchema(ZCreateOrderDetailInput),
    run: ({ db, actor }, input) => {
      const v = validateInput(orderDetails, ZCreateOrderDetailInput, input);
      return db.$transaction((tx) => createOrderDetail(tx, v, actor));
    },
  },
  update: {
    schema: asRecordSchema(ZUpdateOrderDetailInput),
    run: async ({ db, actor }, id, input) => {
      const v = validateInput(orderDetails, ZUpdateOrderDetailInput, input);
      await db.$transaction((tx) => updateOrderDetail(tx, String(id), v, actor));
    },
  },
  remove: ({ db, actor }, id) => db.$transaction((tx) => deleteOrderDetail(tx, String(id), actor)),
});

// `payments` (the orders' default include and orders/{id}/payments) lives in
// server/payments/payment-resources.ts.
export const orderResources = [orders, orderDetails];
