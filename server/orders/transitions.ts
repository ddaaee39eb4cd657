// The state changes of an order after it is written (docs/orders.md "States"): the validation
// preview (onBeforeValidation: what validating would find, nothing changes), validateOrder,
// acc-payment (a superior releases the goods before full payment, reason required, never the
// order's maker) and cancelStockMovement (the origin warehouse refuses, reason required). Each
// runs on the caller's transaction: a guarded UPDATE on the state it read plus a history row.
import { assertOrderMemberPeriodOpen } from "./member-period";
import { formatRupiah } from "@/lib/format";
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { assertNotMaker } from "@/server/access/maker-checker";
import { AppError } from "@/server/errors";
import {
  assertOpenPeriodFor,
  openPeriodOf,
  periodLockSql,
  type LockedPeriod,
} from "@/server/periods/assert-open-period";
import { UUID_RE } from "@/lib/schemas/master";
import { recordMovementTransition } from "@/server/stock/movements/history";
import { historyRow, type MovementStatus } from "@/server/stock/movements/machine";
import { noticeOrderReleased } from "@/server/stock/movements/order-notices";
import { ORDER_KIND_CONFIG } from "./kinds";
import { assertOrderTransition } from "./machine";
import {
  buyerOf,
  buyerSql,
  type BuyerRow,
  kindOf,
  limitLateral,
  limitOf,
  limitProblems,
  LIMIT_COLUMNS,
  loadedOrderFromJson,
  loadOrder,
  loadOrderSql,
  ORDER_NOT_FOUND,
  requireSide,
  type LoadedOrderJson,
  transitionOrder,
  type LimitColumns,
  type LoadedOrder,
} from "./rules";
import { Prisma } from "@/server/generated/prisma/client";

export interface PreviewLine {
  detailId: string;
  productId: string;
  productCode: string;
  productName: string;
  quantity: number;
  unitPrice: bigint;
  totalPrice: bigint;
  stockAvailable: number;
  stockAfter: number;
  problems: string[];
}

export interface ValidationPreview {
  lines: PreviewLine[];
  totalPrice: bigint;
  discount: bigint;
  shippingCost: bigint;
  finalPrice: bigint;
  minOrder: bigint;
  meetsMinOrder: boolean;
  cashback: bigint;
  isJawa: boolean;
  problems: { detail: string; pointer: string }[];
}

type PreviewRow = {
  id: string;
  product_id: string;
  quantity: number;
  unit_price: bigint;
  total_price: bigint;
  code: string;
  name: string;
  available: number;
} & LimitColumns;

type PreviewRead = { buyer: BuyerRow | null } & Partial<PreviewRow>;

/**
 * ONE statement: the buyer's context (CTE `b`), and the order's lines with their product, the
 * limit that applies and the units available at the origin warehouse (0 when it never held the
 * product, or when the order has no origin warehouse), in the order of the lines. `ctes` (ending
 * with a comma) and `columns` (ending with a comma) let validateOrder read the order and take the
 * period lock in the same statement.
 */
function previewReadSql(
  at: { orderId: Prisma.Sql; destination: Prisma.Sql; warehouse: Prisma.Sql },
  ctes: Prisma.Sql = Prisma.empty,
  columns: Prisma.Sql = Prisma.empty,
): Prisma.Sql {
  return Prisma.sql`
    WITH ${ctes} b AS (${buyerSql(at.destination)})
    SELECT ${columns} (SELECT row_to_json(b) FROM b) AS buyer, x.*
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (
      SELECT d.id::text AS id, d.product_id::text AS product_id, d.quantity, d.unit_price,
             d.total_price, p.code, p.name, COALESCE(s.quantity, 0)::int AS available,
             ${LIMIT_COLUMNS}, d.created_at, d.id AS line_id
      FROM b CROSS JOIN order_details d
      JOIN products p ON p.id = d.product_id
      LEFT JOIN stocks s ON s.product_id = d.product_id AND s.warehouse_id = ${at.warehouse}
      ${limitLateral(Prisma.sql`d.product_id`, Prisma.sql`b.id::uuid`, Prisma.sql`b.office_category_id`)}
      WHERE d.order_id = ${at.orderId}
    ) x ON true
    ORDER BY x.created_at, x.line_id`;
}

/**
 * What validating the order would find, line by line in the order of the lines (pointer
 * /data/attributes/details/{i}/quantity): the stock available in the origin warehouse, the
 * product limits, and the buyer category's minimum order (/data/attributes/total_price).
 */
export async function previewValidation(
  db: DbClient,
  order: LoadedOrder,
): Promise<ValidationPreview> {
  const all = await db.$queryRaw<PreviewRead[]>`${previewReadSql({
    orderId: Prisma.sql`${order.id}::uuid`,
    destination: Prisma.sql`${order.destinationOfficeId}::uuid`,
    warehouse: Prisma.sql`${order.originWarehouseId}::uuid`,
  })}`;
  return previewFromRows(db, order, all);
}

async function previewFromRows(
  db: DbClient,
  order: LoadedOrder,
  all: readonly PreviewRead[],
): Promise<ValidationPreview> {
  const kind = kindOf(order);
  const buyer = buyerOf(all[0]);
  const rows = all.flatMap((r) => (r.id === undefined || r.id === null ? [] : [r as PreviewRow]));
  const details = rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    quantity: r.quantity,
    unitPrice: r.unit_price,
    totalPrice: r.total_price,
    product: { code: r.code, name: r.name },
    limit: limitOf(r),
  }));
  const stock = new Map(rows.map((r) => [r.product_id, r.available]));
  // The totals as loaded with the order (same transaction; loadOrder selects them).
  const stored = {
    totalPrice: order.totalPrice,
    discount: order.discount,
    shippingCost: order.shippingCost,
    finalPrice: order.finalPrice,
  };
  const problems: { detail: string; pointer: string }[] = [];
  if (!details.length)
    problems.push({ detail: "Order belum memiliki barang", pointer: "/data/attributes/details" });
  if (!order.originWarehouseId)
    problems.push({
      detail: "Gudang asal order belum diatur",
      pointer: "/data/relationships/origin-warehouse",
    });
  const pointerOf = (i: number) => `/data/attributes/details/${i}/quantity`;
  const lines: PreviewLine[] = details.map((d, i) => {
    const available = stock.get(d.productId) ?? 0;
    const lineProblems: string[] = [];
    if (d.quantity > available) {
      const detail = `Stok ${d.product.code} di gudang asal tidak cukup: tersedia ${available}`;
      lineProblems.push(detail);
      problems.push({ detail, pointer: pointerOf(i) });
    }
    return {
      detailId: d.id,
      productId: d.productId,
      productCode: d.product.code,
      productName: d.product.name,
      quantity: d.quantity,
      unitPrice: d.unitPrice,
      totalPrice: d.totalPrice,
      stockAvailable: available,
      stockAfter: available - d.quantity,
      problems: lineProblems,
    };
  });
  const limits = await limitProblems(
    db,
    buyer,
    details.map((d, i) => ({
      productId: d.productId,
      productCode: d.product.code,
      quantity: d.quantity,
      pointer: pointerOf(i),
      limit: d.limit,
    })),
    order.periodId,
    order.id,
  );
  for (const p of limits) {
    problems.push({ detail: p.detail, pointer: p.pointer });
    lines.find((l) => l.productId === p.productId)?.problems.push(p.detail);
  }
  const minOrder = ORDER_KIND_CONFIG[kind].minimumOrder ? buyer.minOrder : 0n;
  const meetsMinOrder = stored.totalPrice >= minOrder;
  if (!meetsMinOrder)
    problems.push({
      detail: `Minimal order ${formatRupiah(minOrder)} (${buyer.jawa ? "Jawa" : "luar Jawa"}); total sekarang ${formatRupiah(stored.totalPrice)}`,
      pointer: "/data/attributes/total_price",
    });
  return {
    lines,
    ...stored,
    minOrder,
    meetsMinOrder,
    cashback: ORDER_KIND_CONFIG[kind].cashback ? buyer.cashback : 0n,
    isJawa: buyer.jawa,
    problems,
  };
}

const SELLER_ONLY = "Hanya kantor penjual yang dapat melakukan ini";

/** onBeforeValidation: the seller's preview (nothing changes). */
export async function beforeValidation(db: DbClient, id: string, actor: Actor) {
  const order = await loadOrder(db, actor, id);
  requireSide(actor, order, ["origin"], "orders.validate", SELLER_ONLY);
  return { order, preview: await previewValidation(db, order) };
}

/**
 * validateOrder: the seller fixes the order (draft / warehouse_rejected -> validated). Refused
 * with 422 (every problem of the preview at its pointer) when stock, limits or the minimum
 * order do not allow it. An order already paid in full goes on to released.
 */
export async function validateOrder(db: DbClient, id: string, actor: Actor): Promise<void> {
  if (!UUID_RE.test(id)) throw AppError.notFound(ORDER_NOT_FOUND);
  // ONE statement: the order (as loadOrder), the lock on its date's period (as
  // assertOpenPeriodFor) and the preview's read; the checks below run in the same order as
  // loadOrder, requireSide, the state machine, the period rule and the preview.
  const all = await db.$queryRaw<
    (PreviewRead & { order: LoadedOrderJson | null; periods: LockedPeriod[] | null })[]
  >`${previewReadSql(
    {
      orderId: Prisma.sql`(SELECT id::uuid FROM o)`,
      destination: Prisma.sql`(SELECT "destinationOfficeId"::uuid FROM o)`,
      warehouse: Prisma.sql`(SELECT "originWarehouseId"::uuid FROM o)`,
    },
    Prisma.sql`o AS (${loadOrderSql(actor, id)}),
      per AS (${periodLockSql(Prisma.sql`o."orderDate"`, Prisma.sql`, o`)}),`,
    Prisma.sql`(SELECT row_to_json(o) FROM o) AS "order",
      (SELECT COALESCE(json_agg(per), '[]'::json) FROM per) AS periods,`,
  )}`;
  const read = all[0];
  if (!read?.order) throw AppError.notFound(ORDER_NOT_FOUND);
  const order = loadedOrderFromJson(read.order);
  requireSide(actor, order, ["origin"], "orders.validate", SELLER_ONLY);
  assertOrderTransition("validate", order.status);
  openPeriodOf(read.periods ?? [], order.orderDate);
  await assertOrderMemberPeriodOpen(db, order);
  const preview = await previewFromRows(db, order, all);
  if (preview.problems.length)
    throw new AppError("VALIDATION_FAILED", preview.problems[0]?.detail ?? "", {
      items: preview.problems.map((p) => ({
        code: "VALIDATION_FAILED" as const,
        detail: p.detail,
        source: { pointer: p.pointer },
      })),
    });
  await transitionOrder(db, {
    id: order.id,
    from: order.status,
    to: "validated",
    action: "validate",
    userId: actor.userId,
    set: Prisma.sql`validated_at = now(), validated_by_id = ${actor.userId}::uuid`,
  });
  if (order.paidAmount >= preview.finalPrice) {
    await transitionOrder(db, {
      id: order.id,
      from: "validated",
      to: "released",
      action: "release",
      userId: actor.userId,
      note: "Sudah lunas",
      set: Prisma.sql`is_paid = true`,
    });
    await noticeOrderReleased(db, order.id);
  }
}

/**
 * acc-payment: a superior of the seller (orders.acc-payment) releases the goods of a validated,
 * not fully paid order, with a reason; never the user who made the order (maker-checker).
 */
export async function accPayment(
  db: DbClient,
  id: string,
  reason: string,
  actor: Actor,
): Promise<void> {
  const order = await loadOrder(db, actor, id);
  requireSide(actor, order, ["origin"], "orders.acc-payment", SELLER_ONLY);
  assertOrderTransition("acc-payment", order.status);
  if (order.paidAmount >= order.finalPrice) throw AppError.conflict("Order ini sudah lunas");
  assertNotMaker(order.createdById, actor);
  await assertOpenPeriodFor(db, order.orderDate);
  await transitionOrder(db, {
    id: order.id,
    from: order.status,
    to: "released",
    action: "acc-payment",
    userId: actor.userId,
    note: reason,
    set: Prisma.sql`acc_payment_reason = ${reason}, acc_payment_at = now(),
      acc_payment_by_id = ${actor.userId}::uuid`,
  });
  await noticeOrderReleased(db, order.id);
}

const SHIPPED: readonly MovementStatus[] = ["sent", "partially_received", "received"];

/**
 * cancelStockMovement: the origin warehouse refuses to ship a released order, with its reason
 * (cancel_warehouse_description). Its shipments not yet sent (draft, packed) are cancelled with
 * it; once goods have left it is a 409. The order goes to warehouse_rejected, editable again.
 */
export async function cancelStockMovement(
  db: DbClient,
  id: string,
  reason: string,
  actor: Actor,
): Promise<void> {
  // Locked: a shipment created meanwhile waits, so every shipment of the order is read below.
  const order = await loadOrder(db, actor, id, { lock: true });
  requireSide(
    actor,
    order,
    ["origin"],
    "orders.cancel-stock-movement",
    "Hanya gudang kantor penjual yang dapat membatalkan pengeluaran barang",
  );
  assertOrderTransition("cancel-stock-movement", order.status);
  await assertOpenPeriodFor(db, order.orderDate);
  const movements = await db.stockMovement.findMany({
    where: { orderId: order.id, deletedAt: null, status: { not: "cancelled" } },
    select: { id: true, code: true, status: true },
  });
  const shipped = movements.find((m) => SHIPPED.includes(m.status));
  if (shipped)
    throw AppError.conflict(
      `Barang sudah dikirim (${shipped.code}); pengeluaran tidak dapat dibatalkan`,
    );
  for (const m of movements) {
    const res = await db.stockMovement.updateMany({
      where: { id: m.id, status: m.status },
      data: { status: "cancelled", cancelledAt: new Date(), cancelReason: reason },
    });
    if (res.count !== 1) throw AppError.conflict("Pengiriman sudah diubah oleh pengguna lain");
    await recordMovementTransition(
      db,
      historyRow(m.id, m.status, "cancelled", "cancel", actor.userId, reason),
    );
  }
  await transitionOrder(db, {
    id: order.id,
    from: order.status,
    to: "warehouse_rejected",
    action: "cancel-stock-movement",
    userId: actor.userId,
    note: reason,
    set: Prisma.sql`cancel_warehouse_description = ${reason}`,
  });
}
