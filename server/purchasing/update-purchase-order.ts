// PATCH purchase-orders/{id}: the buyer changes a draft (supplier, dates, note, and `details`,
// which replaces every line). Totals are recomputed on the server. A purchase order that has
// left draft is a 409. Runs on the caller's transaction.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { requirePusatWith } from "@/server/master/access";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import type { Prisma } from "@/server/generated/prisma/client";
import {
  ZUpdatePurchaseOrderInput,
  PO_EXPECTED_BEFORE_ORDER,
  type TUpdatePurchaseOrderInput,
} from "@/lib/schemas/purchasing";
import { assertPurchaseOrderTransition } from "./machine";
import { assertSupplierOffice, guardedUpdate, invalidAt, loadForBuyer, pricedLines } from "./rules";

const day = (s: string) => new Date(`${s}T00:00:00Z`);

export async function updatePurchaseOrder(
  db: DbClient,
  input: TUpdatePurchaseOrderInput & { id: string },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, "purchase-orders.update");
  const { id, ...rest } = input;
  const v = ZUpdatePurchaseOrderInput.parse(rest);
  const po = await loadForBuyer(db, actor, id);
  assertPurchaseOrderTransition("update", po.status);
  if (v["supplier-office"]) await assertSupplierOffice(db, v["supplier-office"]);
  // The expected date may not fall before the order date, also when only one of them changes.
  const current = await db.purchaseOrder.findUniqueOrThrow({
    where: { id },
    select: { orderDate: true, expectedDate: true },
  });
  const orderDate = v.order_date ? day(v.order_date) : current.orderDate;
  const expectedDate =
    v.expected_date === undefined
      ? current.expectedDate
      : v.expected_date
        ? day(v.expected_date)
        : null;
  // Neither the date it had nor the date it gets may lie in a closed period.
  await assertOpenPeriodFor(db, current.orderDate);
  if (orderDate.getTime() !== current.orderDate.getTime())
    await assertOpenPeriodFor(db, orderDate, "periods", "/data/attributes/order_date");
  if (expectedDate && expectedDate < orderDate)
    throw invalidAt("/data/attributes/expected_date", PO_EXPECTED_BEFORE_ORDER);
  const data: Prisma.PurchaseOrderUncheckedUpdateManyInput = {
    supplierOfficeId: v["supplier-office"] ?? undefined,
    orderDate,
    expectedDate,
    description: v.description === undefined ? undefined : v.description,
  };
  if (v.details) {
    const { lines, total } = await pricedLines(db, v.details);
    data.totalPrice = total;
    await guardedUpdate(db, id, "draft", data);
    await db.purchaseOrderDetail.deleteMany({ where: { purchaseOrderId: id } });
    await db.purchaseOrderDetail.createMany({
      data: lines.map((l) => ({ ...l, purchaseOrderId: id })),
    });
    return;
  }
  await guardedUpdate(db, id, "draft", data);
}
