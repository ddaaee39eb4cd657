// Who sees an order and acts for which side, loading it, and the guarded state change.
// Part of the order rules (server/orders/rules.ts, docs/orders.md).
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { Prisma, type DeliveryMethod, type OrderType } from "@/server/generated/prisma/client";
import type { Where } from "@/server/jsonapi/resource";
import { UUID_RE } from "@/lib/schemas/master";
import type { OrderKind, OrderStatus } from "@/lib/schemas/orders";
import { SQL_CLOCK, SQL_UUIDV7 } from "@/server/ids";
import { assertOrderTransition } from "../machine";
import { ORDER_DOCUMENT_TYPE } from "../history";
import { MANAGE_CASHBILL_PERMISSION, ORDER_KIND_CONFIG, type OrderSide } from "../kinds";

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
  if (
    staff &&
    cfg.staffManaged &&
    isPusat(actor) &&
    hasPermission(actor, MANAGE_CASHBILL_PERMISSION)
  )
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
