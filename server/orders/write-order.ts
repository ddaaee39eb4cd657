// The writing use cases of orders, one set for every kind (docs/orders.md): create, update
// (only while editable), soft delete, duplicate, and the totals every line change recomputes.
// Prices, points and bonus values are snapshots from the price list at the moment a line is
// written; totals are the server's (finalPrice = totalPrice - discount + shippingCost), whatever
// a client sends. Each runs on the caller's transaction and writes a history row per state
// change.
import { formatRupiah } from "@/lib/format";
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { Prisma } from "@/server/generated/prisma/client";
import { assertOpenPeriodFor, openPeriodOf } from "@/server/periods/assert-open-period";
import { jakartaDateString } from "@/lib/business-date";
import type {
  OrderKind,
  OrderStatus,
  TCreateOrderInput,
  TUpdateOrderInput,
} from "@/lib/schemas/orders";
import { ORDER_KIND_CONFIG, type OrderSide } from "./kinds";
import { ORDER_DOCUMENT_TYPE, recordOrderTransition } from "./history";
import { orderedUuidv7s, SQL_CLOCK, SQL_UUIDV7, uuidv7 } from "@/server/ids";
import { UUID_RE } from "@/lib/schemas/master";
import { orderTotals } from "./machine";
import { assertOrderMemberPeriodOpen, memberPeriodFor } from "./member-period";
import {
  assertNoProblems,
  assertOrderWritable,
  buyerAndPrices,
  buyerContext,
  guardedUpdate,
  kindOf,
  limitProblems,
  loadOrder,
  partyOffice,
  partiesAndPeriod,
  type PartyRow,
  assertParty,
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
 * with a guarded UPDATE on the state it had. An order that already holds payments (a paid order
 * the warehouse rejected is editable again) may not end below what was paid: 422 at `pointer`
 * (cancel the payment first), and `is_paid` follows the new final price.
 */
export async function refreshTotals(
  db: DbClient,
  order: {
    id: string;
    orderType: string;
    status: OrderStatus;
    destinationOfficeId: string;
    paidAmount: bigint;
  },
  shippingCost: bigint,
  extra: Prisma.OrderUncheckedUpdateManyInput = {},
  pointer = "/data/attributes/details",
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
  if (order.paidAmount > 0n && totals.finalPrice < order.paidAmount)
    throw AppError.validation([
      {
        detail: `Total akhir ${formatRupiah(totals.finalPrice)} kurang dari yang sudah dibayar ${formatRupiah(
          order.paidAmount,
        )}; batalkan pembayaran terlebih dahulu`,
        source: { pointer },
      },
    ]);
  const paid = order.paidAmount > 0n ? { isPaid: order.paidAmount >= totals.finalPrice } : {};
  // On the paid amount read too: a payment cancelled meanwhile is a 409, never a stale is_paid.
  await guardedUpdate(
    db,
    order.id,
    order.status,
    { ...extra, shippingCost, ...totals, ...paid },
    { paidAmount: order.paidAmount },
  );
}

interface NewOrder {
  kind: OrderKind;
  origin: PartyOffice;
  destination: PartyOffice;
  originWarehouseId: string | null;
  destinationWarehouseId: string | null;
  orderDate: Date;
  /** The open period of orderDate when the caller took its lock already. */
  periodId?: string;
  /** The member period of orderDate when the caller checked it already (member-period.ts). */
  memberPeriodId?: string | null;
  lines: LineInput[];
  shippingCost: bigint;
  description: string | null;
  originCode: string | null;
  deliveryMethod: "dikirim" | "diambil" | null;
  historyNote?: string | null;
  action: string;
}

/** <prefix>-YYYYMM- of an order code; the number comes from order_code_seq in the INSERT. */
function codeStem(kind: OrderKind, date: Date): string {
  const month = `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  return `${ORDER_KIND_CONFIG[kind].codePrefix}-${month}-`;
}

/** Inserts a priced, limit-checked draft with its first history row. */
async function insertOrder(db: DbClient, o: NewOrder, actor: Actor, clientId?: string) {
  const periodId = o.periodId ?? (await assertOpenPeriodFor(db, o.orderDate)).periodId;
  const memberPeriodId =
    o.memberPeriodId !== undefined
      ? o.memberPeriodId
      : await memberPeriodFor(db, o.kind, o.orderDate);
  // The buyer's context, the prices and the limits that apply in one read.
  const { buyer, lines } = await buyerAndPrices(db, o.destination.id, o.lines, inDetails);
  assertNoProblems(
    (await limitProblems(db, buyer, lines, periodId, null)).map((p) => ({
      ...p,
      pointer: `${p.pointer}/quantity`,
    })),
  );
  const totals = orderTotals(lines, discountRule(o.kind, buyer), o.shippingCost);
  const id = clientId ?? uuidv7();
  const lineIds = orderedUuidv7s(lines.length);
  const rows = detailRows(lines);
  const col = <K extends keyof (typeof rows)[number]>(k: K) =>
    rows.map((r) => (r[k] === null ? null : String(r[k])));
  // The order (its code numbered by order_code_seq), its lines and its first history row in ONE
  // statement; the lines keep their order (ascending ids, read back ORDER BY created_at, id).
  await db.$executeRaw`
    WITH o AS (
      INSERT INTO orders (id, code, order_type, status, origin_office_id, destination_office_id,
        origin_warehouse_id, destination_warehouse_id, area_id, buyer_type_id, order_date,
        period_id, member_period_id, delivery_method, shipping_cost, total_price, discount, final_price,
        total_point, total_bonus, total_weight, description, origin_code, created_by_id,
        created_at, updated_at)
      VALUES (${id}::uuid,
        ${codeStem(o.kind, o.orderDate)} || lpad(nextval('order_code_seq')::text, 6, '0'),
        ${o.kind}::order_type, 'draft', ${o.origin.id}::uuid, ${o.destination.id}::uuid,
        ${o.originWarehouseId}::uuid, ${o.destinationWarehouseId}::uuid, ${buyer.areaId},
        ${buyer.buyerTypeId}::uuid, ${o.orderDate}::date, ${periodId}::uuid,
        ${memberPeriodId}::uuid, ${o.deliveryMethod}::delivery_method, ${o.shippingCost}, ${totals.totalPrice},
        ${totals.discount}, ${totals.finalPrice}, ${totals.totalPoint}, ${totals.totalBonus},
        ${totals.totalWeight}, ${o.description}, ${o.originCode}, ${actor.userId}::uuid,
        now(), now())
      RETURNING id
    ), d AS (
      INSERT INTO order_details (id, order_id, product_id, quantity, unit_price, discount,
        total_price, point, total_point, bonus_value, total_bonus_value, description,
        created_at, updated_at)
      SELECT x.id, o.id, x.product_id, x.quantity, x.unit_price, x.discount, x.total_price,
             x.point, x.total_point, x.bonus_value, x.total_bonus_value, x.description,
             now(), now()
      FROM o, unnest(${lineIds}::uuid[], ${col("productId")}::uuid[], ${col("quantity")}::int[],
                     ${col("unitPrice")}::bigint[], ${col("discount")}::bigint[],
                     ${col("totalPrice")}::bigint[], ${col("point")}::bigint[],
                     ${col("totalPoint")}::bigint[], ${col("bonusValue")}::bigint[],
                     ${col("totalBonusValue")}::bigint[], ${col("description")}::text[])
        AS x(id, product_id, quantity, unit_price, discount, total_price, point, total_point,
             bonus_value, total_bonus_value, description)
    )
    INSERT INTO document_status_histories (id, document_type, document_id, from_status,
                                           to_status, action, user_id, note, created_at)
    SELECT ${SQL_UUIDV7}, ${ORDER_DOCUMENT_TYPE}, o.id, NULL, 'draft', ${o.action},
           ${actor.userId}::uuid, ${o.historyNote ?? null}, ts.t
    FROM o, ${SQL_CLOCK}`;
  return id;
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

/**
 * The two parties of a new order of `kind` (POST orders and its price preview): the caller's
 * office on the side the kind lets it write (makerSide), the office the request names on the
 * other, active and of the kind's categories. Naming another office on the caller's own side,
 * no other office, or the caller's own office as the other one: 422 at that relationship.
 * `offices` holds the caller's office and the named ones (partyRows).
 */
export function newOrderParties(
  kind: OrderKind,
  offices: ReadonlyMap<string, PartyRow>,
  actor: Actor,
  v: { "origin-office"?: string | null; "destination-office"?: string | null },
): { side: OrderSide; origin: PartyRow; destination: PartyRow } {
  const cfg = ORDER_KIND_CONFIG[kind];
  const mine = offices.get(actor.officeId ?? "");
  if (!mine) throw AppError.forbidden("Akun Anda tidak terhubung ke kantor");
  const side = makerSide(kind, mine, v);
  // The caller's own side is its office: naming another office there is not ignored (issue 23
  // §5, a stockist's member sale 'from' another office) but a 422 at that relationship.
  const ownKey = side === "origin" ? "origin-office" : "destination-office";
  const ownNamed = v[ownKey];
  if (ownNamed && ownNamed !== mine.id)
    throw AppError.validation([
      {
        detail:
          side === "origin"
            ? "Kantor asal order ini adalah kantor Anda sendiri"
            : "Kantor tujuan order ini adalah kantor Anda sendiri",
        source: { pointer: `/data/relationships/${ownKey}` },
      },
    ]);
  const otherKey = side === "origin" ? "destination-office" : "origin-office";
  const otherId = v[otherKey];
  const pointer = `/data/relationships/${otherKey}`;
  if (!otherId) throw invalidRequired(pointer);
  if (otherId === mine.id)
    throw AppError.validation([
      { detail: "Kantor asal dan tujuan tidak boleh sama", source: { pointer } },
    ]);
  const other = assertParty(
    offices.get(otherId),
    side === "origin" ? cfg.destination : cfg.origin,
    pointer,
    side === "origin" ? "Kantor tujuan" : "Kantor asal",
  );
  return side === "origin"
    ? { side, origin: mine, destination: other }
    : { side, origin: other, destination: mine };
}

/** The offices a new order's request names (well-formed ids only; others fail as not found). */
export function namedOffices(v: {
  "origin-office"?: string | null;
  "destination-office"?: string | null;
}): string[] {
  return [v["origin-office"], v["destination-office"]].filter(
    (x): x is string => typeof x === "string" && UUID_RE.test(x),
  );
}

/** POST orders. Returns the new order's id. */
export async function createOrder(
  db: DbClient,
  v: TCreateOrderInput,
  actor: Actor,
  clientId?: string,
): Promise<string> {
  const kind = v.order_type;
  // The caller's office, the office(s) the request names and their warehouses in one read.
  const named = namedOffices(v);
  const orderDate = day(v.order_date ?? jakartaDateString());
  // ...and the lock on the order date's period, checked after the parties (as before).
  const { offices, periods } = actor.officeId
    ? await partiesAndPeriod(db, [actor.officeId, ...named], orderDate)
    : { offices: new Map<string, PartyRow>(), periods: [] };
  const { origin, destination } = newOrderParties(kind, offices, actor, v);
  await assertKindRules(db, kind, actor);
  const memberPeriodId = await memberPeriodFor(
    db,
    kind,
    orderDate,
    v.order_date ? "/data/attributes/order_date" : undefined,
  );
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
        origin.warehouses,
      ),
      destinationWarehouseId: await sideWarehouse(
        db,
        destination,
        v["destination-warehouse"],
        "/data/relationships/destination-warehouse",
        destination.warehouses,
      ),
      orderDate,
      memberPeriodId,
      periodId: openPeriodOf(
        periods,
        orderDate,
        v.order_date ? "/data/attributes/order_date" : undefined,
      ).periodId,
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

export const POINT_ADDITION_VIA_ACTION =
  "Tambah poin dicatat lewat orders/-actions/add-points (tanpa barang)";
export const PBS_NOT_ACTIVATED =
  "Kantor Anda belum diaktifkan untuk penjualan PBS (hubungi Pusat untuk mengaktifkan PBS)";

/**
 * The rules of a kind beyond its parties (docs/cash-bills.md): a point addition carries no goods
 * and is written by its own action; a PBS sale needs a PBS-activated seller office
 * (offices.is_pbs_activated, the session's flag), else 422 at the order kind.
 */
async function assertKindRules(db: DbClient, kind: OrderKind, actor: Actor): Promise<void> {
  if (kind === "point_addition")
    throw AppError.validation([
      { detail: POINT_ADDITION_VIA_ACTION, source: { pointer: "/data/attributes/order_type" } },
    ]);
  if (kind === "pbs" && !actor.isSuperadmin) {
    const office = actor.officeId
      ? await db.office.findUnique({
          where: { id: actor.officeId },
          select: { isPbsActivated: true },
        })
      : null;
    if (!office?.isPbsActivated)
      throw AppError.validation([
        { detail: PBS_NOT_ACTIVATED, source: { pointer: "/data/attributes/order_type" } },
      ]);
  }
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
  await assertOrderMemberPeriodOpen(db, order);
  const orderDate = v.order_date ? day(v.order_date) : order.orderDate;
  let periodId = order.periodId;
  let memberPeriodId: string | null | undefined;
  if (orderDate.getTime() !== order.orderDate.getTime()) {
    periodId = (await assertOpenPeriodFor(db, orderDate, "periods", "/data/attributes/order_date"))
      .periodId;
    if (ORDER_KIND_CONFIG[kindOf(order)].memberPeriod)
      memberPeriodId = await memberPeriodFor(
        db,
        kindOf(order),
        orderDate,
        "/data/attributes/order_date",
      );
  }
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
    memberPeriodId,
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
  await refreshTotals(
    db,
    order,
    shippingCost,
    data,
    v.details ? "/data/attributes/details" : "/data/attributes/shipping_cost",
  );
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
  await assertOrderMemberPeriodOpen(db, order);
  // Not bundled and not paid meanwhile: the report's UPDATE, a payment's UPDATE and this one
  // serialise on the order row, and the second to come finds the row changed (409).
  await guardedUpdate(
    db,
    order.id,
    order.status,
    { deletedAt: new Date() },
    { orderBundleId: null, paidAmount: 0n },
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
