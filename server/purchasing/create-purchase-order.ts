// POST purchase-orders: Pusat orders goods from a Supplier office (docs/purchasing.md). The
// lines' totals and the order's total are computed here from quantity x agreed unit price,
// whatever the client sent; the goods will arrive in Pusat's main warehouse. Starts as draft,
// with its first history row. Runs on the caller's transaction.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { requirePusatWith } from "@/server/master/access";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import {
  ZCreatePurchaseOrderInput,
  type TCreatePurchaseOrderInput,
} from "@/lib/schemas/purchasing";
import { nextDocumentCode } from "./codes";
import { recordPurchaseOrderTransition } from "./history";
import { assertSupplierOffice, buyingOffice, mainWarehouseOf, pricedLines } from "./rules";

export async function createPurchaseOrder(
  db: DbClient,
  input: TCreatePurchaseOrderInput,
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "purchase-orders.create");
  const v = ZCreatePurchaseOrderInput.parse(input);
  const office = await buyingOffice(db, actor);
  await assertSupplierOffice(db, v["supplier-office"]);
  const { lines, total } = await pricedLines(db, v.details);
  const warehouseId = await mainWarehouseOf(db, office);
  const orderDate = new Date(`${v.order_date}T00:00:00Z`);
  await assertOpenPeriodFor(db, orderDate, "periods", "/data/attributes/order_date");
  const row = await db.purchaseOrder.create({
    data: {
      code: await nextDocumentCode(db, "PO", orderDate),
      supplierOfficeId: v["supplier-office"],
      officeId: office.id,
      warehouseId,
      status: "draft",
      orderDate,
      expectedDate: v.expected_date ? new Date(`${v.expected_date}T00:00:00Z`) : null,
      description: v.description ?? null,
      totalPrice: total,
      createdById: actor.userId,
      details: { create: lines },
    },
    select: { id: true },
  });
  await recordPurchaseOrderTransition(db, {
    purchaseOrderId: row.id,
    from: null,
    to: "draft",
    action: "create",
    userId: actor.userId,
  });
  return row.id;
}
