// The writing use cases of orders, one set for every kind (docs/orders.md): create, update
// (only while editable), soft delete, duplicate, and the totals every line change recomputes.
// Prices, points and bonus values are snapshots from the price list at the moment a line is
// written; totals are the server's (finalPrice = totalPrice - discount + shippingCost), whatever
// a client sends. Each runs on the caller's transaction and writes a history row per state
// change.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { Prisma } from "@/server/generated/prisma/client";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { jakartaDateString } from "@/lib/business-date";
import type {
  OrderKind,
  OrderStatus,
  TCreateOrderInput,
  TUpdateOrderInput,
} from "@/lib/schemas/orders";
import { ORDER_KIND_CONFIG, type OrderSide } from "./kinds";
import { recordOrderTransition } from "./history";
import { orderTotals } from "./machine";
import {
  assertNoProblems,
  assertOrderWritable,
  buyerContext,
  guardedUpdate,
  kindOf,
  limitProblems,
  loadOrder,
  nextOrderCode,
  partyOffice,
  priceLines,
  requireMaker,
  sideWarehouse,
  type BuyerContext,
  type LineInput,
  type PartyOffice,
  type PricedLine,
} from "./rules";

const day = (s: string) => new Date(`${s}T00:00:00Z`);

const detailPointer = (i: number) => `/data/attributes/details/${i}`;

/** Pointer of a line field in a request that carries `details` (POST/PATCH orders). */
export const inDetails = (l: LineInput, field: "product_id" | "quantity") =>
  `${l.pointer}/${field}`;

function detailRows(lines: readonly PricedLine[]) {
  return lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    discount: l.discount,
    totalPrice: l.totalPrice,
    point: l.point,
    totalPoint: l.totalPoint,
    bonusValue: l.bonusValue,
    totalBonusValue: l.totalBonusValue,
    description: l.description,
  }));
}

/** The cashback rule of the kind for this buyer (null when the kind has none). */
export function discountRule(kind: OrderKind, buyer: BuyerContext) {
  return ORDER_KIND_CONFIG[kind].cashback
    ? { minOrder: buyer.minOrder, cashback: buyer.cashback }
    : null;
}

/**
 * Recomputes the order's totals from its stored lines (and its shipping cost) and writes them
 * with a guarded UPDATE on the state it had.
 */
export async function refreshTotals(
  db: DbClient,
  order: { id: string; orderType: string; status: OrderStatus; destinationOfficeId: string },
  shippingCost: bigint,
  extra: Prisma.OrderUncheckedUpdateManyInput = {},
): Promise<void> {
  const buyer = await buyerContext(db, order.destinationOfficeId);
  const details = await db.orderDetail.findMany({
    where: { orderId: order.id },
    select: {
      totalPrice: true,
      totalPoint: true,
      totalBonusValue: true,
      quantity: true,
      product: { select: { weight: true } },
    },
  });
  const totals = orderTotals(
    details.map((d) => ({
      totalPrice: d.totalPrice,
      totalPoint: d.totalPoint,
      totalBonusValue: d.totalBonusValue,
      weight: d.product.weight * d.quantity,
    })),
    discountRule(kindOf(order), buyer),
    shippingCost,
  );
  await guardedUpdate(db, order.id, order.status, { ...extra, shippingCost, ...totals });
}

interface NewOrder {
  kind: OrderKind;
  origin: PartyOffice;
  destination: PartyOffice;
  originWarehouseId: string | null;
  destinationWarehouseId: string | null;
  orderDate: Date;
  lines: LineInput[];
  shippingCost: bigint;
  description: string | null;
  originCode: string | null;
  deliveryMethod: "dikirim" | "diambil" | null;
  historyNote?: string | null;
  action: string;
}

/** Inserts a priced, limit-checked draft with its first history row. */
async function insertOrder(db: DbClient, o: NewOrder, actor: Actor, clientId?: string) {
  const { periodId } = await assertOpenPeriodFor(db, o.orderDate);
  const buyer = await buyerContext(db, o.destination.id);
  const lines = await priceLines(db, o.lines, buyer, inDetails);
  assertNoProblems(
    (await limitProblems(db, buyer, lines, periodId, null)).map((p) => ({
      ...p,
      pointer: `${p.pointer}/quantity`,
    })),
  );
  const totals = orderTotals(lines, discountRule(o.kind, buyer), o.shippingCost);
  const row = await db.order.create({
    data: {
      ...(clientId ? { id: clientId } : {}),
      code: await nextOrderCode(db, o.kind, o.orderDate),
      orderType: o.kind,
      status: "draft",
      originOfficeId: o.origin.id,
      destinationOfficeId: o.destination.id,
      originWarehouseId: o.originWarehouseId,
      destinationWarehouseId: o.destinationWarehouseId,
      areaId: buyer.areaId,
      buyerTypeId: buyer.buyerTypeId,
      orderDate: o.orderDate,
      periodId,
      deliveryMethod: o.deliveryMethod,
      shippingCost: o.shippingCost,
      ...totals,
      description: o.description,
      originCode: o.originCode,
      createdById: actor.userId,
    },
    select: { id: true },
  });
  // One INSERT for the lines (a nested create would read them back).
  await db.orderDetail.createMany({
    data: detailRows(lines).map((l) => ({ ...l, orderId: row.id })),
  });
  await recordOrderTransition(db, {
    orderId: row.id,
    from: null,
    to: "draft",
    action: o.action,
    userId: actor.userId,
    note: o.historyNote ?? null,
  });
  return row.id;
}

/** The caller's office, as a party of the order (403 when it has none). */
async function actorOffice(db: DbClient, actor: Actor): Promise<PartyOffice> {
  const office = actor.officeId
    ? await db.office.findFirst({
        where: { id: actor.officeId, deletedAt: null },
        select: { id: true, code: true, name: true, officeCategoryId: true },
      })
    : null;
  if (!office) throw AppError.forbidden("Akun Anda tidak terhubung ke kantor");
  return office;
}

/**
 * Which side the caller's office takes for a new order of `kind`: the origin when the kind lets
 * the seller write it and the caller's category sells it (and it names another buyer), else the
 * destination when the buyer writes it. 403 when neither.
 */
function makerSide(
  kind: OrderKind,
  office: PartyOffice,
  input: { "origin-office"?: string | null; "destination-office"?: string | null },
): OrderSide {
  const cfg = ORDER_KIND_CONFIG[kind];
  const canOrigin = cfg.makers.includes("origin") && cfg.origin.includes(office.officeCategoryId);
  const canDestination =
    cfg.makers.includes("destination") && cfg.destination.includes(office.officeCategoryId);
  if (
    canOrigin &&
    (!canDestination || (input["destination-office"] && input["destination-office"] !== office.id))
  )
    return "origin";
  if (canDestination) return "destination";
  throw AppError.forbidden("Kantor Anda tidak dapat membuat order jenis ini");
}

/** POST orders. Returns the new order's id. */
export async function createOrder(
  db: DbClient,
  v: TCreateOrderInput,
  actor: Actor,
  clientId?: string,
): Promise<string> {
  const kind = v.order_type;
  const cfg = ORDER_KIND_CONFIG[kind];
  const mine = await actorOffice(db, actor);
  const side = makerSide(kind, mine, v);
  const otherKey = side === "origin" ? "destination-office" : "origin-office";
  const otherId = v[otherKey];
  const pointer = `/data/relationships/${otherKey}`;
  if (!otherId) throw invalidRequired(pointer);
  if (otherId === mine.id)
    throw AppError.validation([
      { detail: "Kantor asal dan tujuan tidak boleh sama", source: { pointer } },
    ]);
  const other = await partyOffice(
    db,
    otherId,
    side === "origin" ? cfg.destination : cfg.origin,
    pointer,
    side === "origin" ? "Kantor tujuan" : "Kantor asal",
  );
  const origin = side === "origin" ? mine : other;
  const destination = side === "origin" ? other : mine;
  return insertOrder(
    db,
    {
      kind,
      origin,
      destination,
      originWarehouseId: await sideWarehouse(
        db,
        origin,
        v["origin-warehouse"],
        "/data/relationships/origin-warehouse",
      ),
      destinationWarehouseId: await sideWarehouse(
        db,
        destination,
        v["destination-warehouse"],
        "/data/relationships/destination-warehouse",
      ),
      orderDate: day(v.order_date ?? jakartaDateString()),
      lines: v.details.map((d, i) => ({
        productId: d.product_id,
        quantity: d.quantity,
        description: d.description ?? null,
        pointer: detailPointer(i),
      })),
      shippingCost: BigInt(v.shipping_cost ?? 0),
      description: v.description ?? null,
      originCode: v.origin_code ?? null,
      deliveryMethod: v.delivery_method ?? null,
      action: "create",
    },
    actor,
    clientId,
  );
}

function invalidRequired(pointer: string): AppError {
  return AppError.validation([{ detail: "Kolom wajib diisi", source: { pointer } }]);
}

/** PATCH orders/{id} while editable (draft, warehouse_rejected); `details` replaces every line. */
export async function updateOrder(
  db: DbClient,
  id: string,
  v: TUpdateOrderInput,
  actor: Actor,
): Promise<void> {
  const order = await loadOrder(db, actor, id);
  requireMaker(actor, order, "orders.update");
  assertOrderWritable(order, "update");
  await assertOpenPeriodFor(db, order.orderDate);
  const orderDate = v.order_date ? day(v.order_date) : order.orderDate;
  let periodId = order.periodId;
  if (orderDate.getTime() !== order.orderDate.getTime())
    periodId = (await assertOpenPeriodFor(db, orderDate)).periodId;
  const pick = async (
    named: string | null | undefined,
    officeId: string,
    current: string | null,
    pointer: string,
  ) => {
    if (named === undefined) return current;
    const office = await db.office.findUniqueOrThrow({
      where: { id: officeId },
      select: { id: true, code: true, name: true, officeCategoryId: true },
    });
    return sideWarehouse(db, office, named, pointer);
  };
  const data: Prisma.OrderUncheckedUpdateManyInput = {
    orderDate,
    periodId,
    description: v.description === undefined ? undefined : v.description,
    originCode: v.origin_code === undefined ? undefined : v.origin_code,
    deliveryMethod: v.delivery_method === undefined ? undefined : v.delivery_method,
    originWarehouseId: await pick(
      v["origin-warehouse"],
      order.originOfficeId,
      order.originWarehouseId,
      "/data/relationships/origin-warehouse",
    ),
    destinationWarehouseId: await pick(
      v["destination-warehouse"],
      order.destinationOfficeId,
      order.destinationWarehouseId,
      "/data/relationships/destination-warehouse",
    ),
  };
  if (v.details) {
    const buyer = await buyerContext(db, order.destinationOfficeId);
    const lines = await priceLines(
      db,
      v.details.map((d, i) => ({
        productId: d.product_id,
        quantity: d.quantity,
        description: d.description ?? null,
        pointer: detailPointer(i),
      })),
      buyer,
      inDetails,
    );
    assertNoProblems(
      (await limitProblems(db, buyer, lines, periodId, order.id)).map((p) => ({
        ...p,
        pointer: `${p.pointer}/quantity`,
      })),
    );
    await db.orderDetail.deleteMany({ where: { orderId: order.id } });
    await db.orderDetail.createMany({
      data: detailRows(lines).map((l) => ({ ...l, orderId: order.id })),
    });
  }
  const shippingCost = v.shipping_cost === undefined ? order.shippingCost : BigInt(v.shipping_cost);
  await refreshTotals(db, order, shippingCost, data);
}

/**
 * Soft delete (DELETE orders/{id}, or PATCH deletedAt): the kind's maker side with
 * orders.delete (the sales-delete permission), only while nothing was paid and no goods were
 * released. The UI's message is ORDER_DELETED_MESSAGE ('Faktur penjualan berhasil dihapus').
 */
export async function deleteOrder(db: DbClient, id: string, actor: Actor): Promise<void> {
  const order = await loadOrder(db, actor, id);
  requireMaker(actor, order, "orders.delete");
  assertOrderWritable(order, "delete");
  if (order.paidAmount > 0n)
    throw AppError.conflict("Order yang sudah dibayar tidak dapat dihapus");
  await assertOpenPeriodFor(db, order.orderDate);
  // Not bundled meanwhile: the report's UPDATE and this one serialise on the order row.
  await guardedUpdate(
    db,
    order.id,
    order.status,
    { deletedAt: new Date() },
    { orderBundleId: null },
  );
  await recordOrderTransition(db, {
    orderId: order.id,
    from: order.status,
    to: "deleted",
    action: "delete",
    userId: actor.userId,
  });
}

/**
 * orders/{id}/-actions/duplicate: a new draft of the same kind between the same offices and
 * warehouses with the same products and quantities, dated today and priced anew.
 */
export async function duplicateOrder(db: DbClient, id: string, actor: Actor): Promise<string> {
  const order = await loadOrder(db, actor, id);
  requireMaker(actor, order, "orders.duplicate");
  const kind = kindOf(order);
  const cfg = ORDER_KIND_CONFIG[kind];
  const details = await db.orderDetail.findMany({
    where: { orderId: order.id, isFree: false },
    orderBy: { createdAt: "asc" },
    select: { productId: true, quantity: true, description: true },
  });
  if (!details.length) throw AppError.conflict("Order ini tidak memiliki barang untuk diduplikasi");
  const origin = await partyOffice(
    db,
    order.originOfficeId,
    cfg.origin,
    "/data/relationships/origin-office",
    "Kantor asal",
  );
  const destination = await partyOffice(
    db,
    order.destinationOfficeId,
    cfg.destination,
    "/data/relationships/destination-office",
    "Kantor tujuan",
  );
  return insertOrder(
    db,
    {
      kind,
      origin,
      destination,
      originWarehouseId: order.originWarehouseId,
      destinationWarehouseId: order.destinationWarehouseId,
      orderDate: day(jakartaDateString()),
      lines: details.map((d, i) => ({ ...d, pointer: detailPointer(i) })),
      shippingCost: order.shippingCost,
      description: order.description,
      originCode: null,
      deliveryMethod: order.deliveryMethod,
      action: "duplicate",
      historyNote: `Duplikat dari ${order.code}`,
    },
    actor,
  );
}
