// order-details POST / PATCH / DELETE: one line of an editable order at a time (the form's
// line-by-line editing, a barcode scan adding a product). The line is priced from the price list
// in force (the same snapshot rule as the whole order), the limits are checked, and the order's
// totals are recomputed in the same transaction. Errors point at the order-details request's own
// fields (/data/attributes/quantity, /data/relationships/product).
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { assertOrderMemberPeriodOpen } from "./member-period";
import { UUID_RE } from "@/lib/schemas/master";
import {
  ORDER_DUPLICATE_PRODUCT,
  type TCreateOrderDetailInput,
  type TUpdateOrderDetailInput,
} from "@/lib/schemas/orders";
import {
  assertNoProblems,
  assertOrderWritable,
  buyerContext,
  limitProblems,
  loadOrder,
  priceLines,
  requireMaker,
  type LoadedOrder,
} from "./rules";
import { refreshTotals } from "./write-order";

const POINTERS = {
  product_id: "/data/relationships/product",
  quantity: "/data/attributes/quantity",
} as const;

async function editableOrder(db: DbClient, actor: Actor, orderId: string, permission: string) {
  const order = await loadOrder(db, actor, orderId);
  requireMaker(actor, order, permission);
  assertOrderWritable(order, "update");
  await assertOpenPeriodFor(db, order.orderDate);
  await assertOrderMemberPeriodOpen(db, order);
  return order;
}

async function pricedLine(
  db: DbClient,
  order: LoadedOrder,
  productId: string,
  quantity: number,
  description: string | null,
) {
  const buyer = await buyerContext(db, order.destinationOfficeId);
  const [line] = await priceLines(
    db,
    [{ productId, quantity, description, pointer: "" }],
    buyer,
    (_l, field) => POINTERS[field],
  );
  if (!line) throw AppError.conflict("Barang tidak dapat dihargai");
  assertNoProblems(
    (await limitProblems(db, buyer, [line], order.periodId, order.id)).map((p) => ({
      ...p,
      pointer: POINTERS.quantity,
    })),
  );
  return line;
}

export async function createOrderDetail(
  db: DbClient,
  v: TCreateOrderDetailInput,
  actor: Actor,
): Promise<string> {
  const order = await editableOrder(db, actor, v.order, "order-details.create");
  const exists = await db.orderDetail.findFirst({
    where: { orderId: order.id, productId: v.product },
    select: { id: true },
  });
  if (exists)
    throw AppError.validation([
      { detail: ORDER_DUPLICATE_PRODUCT, source: { pointer: POINTERS.product_id } },
    ]);
  const line = await pricedLine(db, order, v.product, v.quantity, v.description ?? null);
  const row = await db.orderDetail.create({
    data: {
      orderId: order.id,
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      totalPrice: line.totalPrice,
      point: line.point,
      totalPoint: line.totalPoint,
      bonusValue: line.bonusValue,
      totalBonusValue: line.totalBonusValue,
      description: line.description,
    },
    select: { id: true },
  });
  await refreshTotals(db, order, order.shippingCost, {}, POINTERS.quantity);
  return row.id;
}

async function loadLine(db: DbClient, actor: Actor, id: string, permission: string) {
  const line = UUID_RE.test(id)
    ? await db.orderDetail.findUnique({
        where: { id },
        select: { id: true, orderId: true, productId: true, quantity: true, description: true },
      })
    : null;
  if (!line) throw AppError.notFound("Detail order tidak ditemukan");
  // Visibility and the right to edit follow the order (404 outside its scope).
  const order = await editableOrder(db, actor, line.orderId, permission).catch((e: unknown) => {
    if (e instanceof AppError && e.status === 404)
      throw AppError.notFound("Detail order tidak ditemukan");
    throw e;
  });
  return { line, order };
}

export async function updateOrderDetail(
  db: DbClient,
  id: string,
  v: TUpdateOrderDetailInput,
  actor: Actor,
): Promise<void> {
  const { line, order } = await loadLine(db, actor, id, "order-details.update");
  const quantity = v.quantity ?? line.quantity;
  const description = v.description === undefined ? line.description : v.description;
  const priced = await pricedLine(db, order, line.productId, quantity, description);
  await db.orderDetail.update({
    where: { id: line.id },
    data: {
      quantity: priced.quantity,
      unitPrice: priced.unitPrice,
      totalPrice: priced.totalPrice,
      point: priced.point,
      totalPoint: priced.totalPoint,
      bonusValue: priced.bonusValue,
      totalBonusValue: priced.totalBonusValue,
      description: priced.description,
    },
  });
  await refreshTotals(db, order, order.shippingCost, {}, POINTERS.quantity);
}

export async function deleteOrderDetail(db: DbClient, id: string, actor: Actor): Promise<void> {
  const { line, order } = await loadLine(db, actor, id, "order-details.delete");
  await db.orderDetail.delete({ where: { id: line.id } });
  await refreshTotals(db, order, order.shippingCost);
}
