// Purchase orders to suppliers, their lines and goods receipts (incoming-goods) through the
// generic engine (docs/purchasing.md). A supplier sees only the purchase orders addressed to it
// once they are submitted (drafts stay with the buyer); the ordering office (Pusat) sees its
// own; superadmin all; anyone else gets 404. Incoming goods: the receiving office and the
// supplier. POST creates a draft with its lines (attribute `details`), PATCH changes a draft;
// the state changes are actions (server/purchasing/actions.ts).
import type { z } from "zod";
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import { attr, dayFilter, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { validateInput } from "@/server/jsonapi/engine";
import { defineResource, type Row, type Where } from "@/server/jsonapi/resource";
import { pusatWith, requirePusatWith } from "@/server/master/access";
import {
  PURCHASE_ORDER_STATUS_LABEL,
  ZCreatePurchaseOrderInput,
  ZIncomingGoodCreateInput,
  ZUpdatePurchaseOrderInput,
  type PurchaseOrderStatus,
} from "@/lib/schemas/purchasing";
import { withNotices } from "@/server/notifications/transactional";
import { recordIncomingGoods } from "./record-incoming-goods";
import { createPurchaseOrder } from "./create-purchase-order";
import { updatePurchaseOrder } from "./update-purchase-order";

const NO_OFFICE = "00000000-0000-0000-0000-000000000000";
const PO_STATUSES = [
  "draft",
  "submitted",
  "processing",
  "partially_received",
  "received",
  "cancelled",
];

function nested(row: Row, relation: string, field: string): unknown {
  const r = row[relation] as Record<string, unknown> | null | undefined;
  return r?.[field] ?? null;
}

export function purchaseOrderWhere(actor: Actor): Where | null {
  if (actor.isSuperadmin) return null;
  const office = actor.officeId ?? NO_OFFICE;
  return {
    OR: [{ officeId: office }, { supplierOfficeId: office, status: { not: "draft" } }],
  };
}

function purchaseOrderChildWhere(actor: Actor): Where | null {
  const w = purchaseOrderWhere(actor);
  return w ? { purchaseOrder: w } : null;
}

const asRecordSchema = <T>(schema: z.ZodType<T>) =>
  schema as unknown as z.ZodType<Record<string, unknown>>;

function incomingGoodWhere(actor: Actor): Where | null {
  if (actor.isSuperadmin) return null;
  const office = actor.officeId ?? NO_OFFICE;
  return { OR: [{ officeId: office }, { originOfficeId: office }] };
}

const can = (permission: string) => (actor: Actor) => hasPermission(actor, permission);

export const purchaseOrders = defineResource({
  type: "purchase-orders",
  model: "purchaseOrder",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    status: attr("status", "enum", { sortable: true }),
    status_label: attr("status", "string", {
      get: (r) => PURCHASE_ORDER_STATUS_LABEL[r.status as PurchaseOrderStatus],
    }),
    order_date: attr("orderDate", "date", { sortable: true }),
    expected_date: attr("expectedDate", "date"),
    total_price: attr("totalPrice", "money", { sortable: true }),
    description: attr("description"),
    supplier_office_id: attr("supplierOfficeId"),
    supplier_code: attr("supplierOfficeId", "string", {
      get: (r) => nested(r, "supplierOffice", "code"),
    }),
    supplier_name: attr("supplierOfficeId", "string", {
      get: (r) => nested(r, "supplierOffice", "name"),
    }),
    // The supplier's retur credit (docs/returns.md "Pricing and the credit"): what Pusat's priced
    // returns to this supplier are worth, posted by set-price as retur_credit rows on the
    // supplier office's balance account, which nothing else posts on. Shown on the purchase
    // order of either side as the credit to set off against what Pusat owes the supplier.
    supplier_retur_credit: attr("supplierOfficeId", "money", {
      get: (r) => nested(r, "supplierOffice", "balance") ?? 0n,
    }),
    office_id: attr("officeId"),
    office_code: attr("officeId", "string", { get: (r) => nested(r, "office", "code") }),
    office_name: attr("officeId", "string", { get: (r) => nested(r, "office", "name") }),
    warehouse_id: attr("warehouseId"),
    cancel_reason: attr("cancelReason"),
    submitted_at: attr("submittedAt", "datetime"),
    received_at: attr("receivedAt", "datetime"),
    cancelled_at: attr("cancelledAt", "datetime"),
    ...timestamps(),
  },
  relationships: {
    "supplier-office": { type: "offices", kind: "one", foreignKey: "supplierOfficeId" },
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    warehouse: { type: "warehouses", kind: "one", foreignKey: "warehouseId" },
    "stock-movements": { type: "stock-movements", kind: "many", inverseKey: "purchaseOrderId" },
    "incoming-goods": { type: "incoming-goods", kind: "many", inverseKey: "purchaseOrderId" },
    "purchase-order-details": {
      type: "purchase-order-details",
      kind: "many",
      inverseKey: "purchaseOrderId",
    },
  },
  rowInclude: {
    supplierOffice: { select: { code: true, name: true, balance: true } },
    office: { select: { code: true, name: true } },
  },
  filters: {
    status: enumFilter("status", "status", PO_STATUSES),
    supplier_office_id: uuidFilter("supplierOfficeId", "supplier_office_id"),
    order_date_from: dayFilter("orderDate", "order_date_from", "gte"),
    order_date_to: dayFilter("orderDate", "order_date_to", "lte"),
  },
  search: ["code", "description"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  access: {
    read: can("purchase-orders.view"),
    create: pusatWith("purchase-orders.create"),
    update: pusatWith("purchase-orders.update"),
  },
  scope: purchaseOrderWhere,
  // Lines travel as the write-only attribute `details`; totals are computed by the server.
  create: {
    schema: asRecordSchema(ZCreatePurchaseOrderInput),
    run: ({ db, actor }, input) => {
      requirePusatWith(actor, "purchase-orders.create");
      const v = validateInput(purchaseOrders, ZCreatePurchaseOrderInput, input);
      return db.$transaction((tx) => createPurchaseOrder(tx, v, actor));
    },
  },
  update: {
    schema: asRecordSchema(ZUpdatePurchaseOrderInput),
    run: async ({ db, actor }, id, input) => {
      const v = validateInput(purchaseOrders, ZUpdatePurchaseOrderInput, input);
      await db.$transaction((tx) => updatePurchaseOrder(tx, { ...v, id: String(id) }, actor));
    },
  },
});

export const purchaseOrderDetails = defineResource({
  type: "purchase-order-details",
  model: "purchaseOrderDetail",
  idKind: "uuid",
  attributes: {
    purchase_order_id: attr("purchaseOrderId"),
    product_id: attr("productId"),
    product_code: attr("productId", "string", { get: (r) => nested(r, "product", "code") }),
    product_name: attr("productId", "string", { get: (r) => nested(r, "product", "name") }),
    quantity: attr("quantity", "number", { sortable: true }),
    received_quantity: attr("receivedQuantity", "number"),
    unit_price: attr("unitPrice", "money"),
    total_price: attr("totalPrice", "money", { sortable: true }),
    ...timestamps(),
  },
  relationships: {
    "purchase-order": { type: "purchase-orders", kind: "one", foreignKey: "purchaseOrderId" },
    product: { type: "products", kind: "one", foreignKey: "productId" },
  },
  rowInclude: { product: { select: { code: true, name: true } } },
  filters: {
    purchase_order_id: uuidFilter("purchaseOrderId", "purchase_order_id"),
    product_id: uuidFilter("productId", "product_id"),
  },
  defaultSort: "createdAt",
  pageSize: { default: 50, max: 200 },
  access: { read: can("purchase-orders.view") },
  scope: purchaseOrderChildWhere,
});

export const incomingGoods = defineResource({
  type: "incoming-goods",
  model: "incomingGood",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    status: attr("status", "enum", { sortable: true }),
    purchase_order_id: attr("purchaseOrderId"),
    stock_movement_id: attr("stockMovementId"),
    origin_office_id: attr("originOfficeId"),
    office_id: attr("officeId"),
    warehouse_id: attr("warehouseId"),
    reference_number: attr("referenceNumber"),
    received_at: attr("receivedAt", "datetime", { sortable: true }),
    description: attr("description"),
    ...timestamps(),
  },
  relationships: {
    "purchase-order": { type: "purchase-orders", kind: "one", foreignKey: "purchaseOrderId" },
    "stock-movement": { type: "stock-movements", kind: "one", foreignKey: "stockMovementId" },
    warehouse: { type: "warehouses", kind: "one", foreignKey: "warehouseId" },
  },
  filters: {
    purchase_order_id: uuidFilter("purchaseOrderId", "purchase_order_id"),
    stock_movement_id: uuidFilter("stockMovementId", "stock_movement_id"),
  },
  search: ["code", "referenceNumber"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  // Only Pusat buys from suppliers, so only Pusat records their goods arriving.
  access: {
    read: can("incoming-goods.view"),
    create: (actor: Actor) => isPusat(actor) && hasPermission(actor, "incoming-goods.create"),
  },
  scope: incomingGoodWhere,
  // POST incoming-goods: the receipt of a supplier shipment (record-incoming-goods.ts).
  create: {
    schema: asRecordSchema(ZIncomingGoodCreateInput),
    run: ({ db, actor }, input) =>
      withNotices(db, (tx) =>
        recordIncomingGoods(
          tx,
          validateInput(incomingGoods, ZIncomingGoodCreateInput, input),
          actor,
        ),
      ),
  },
});

export const purchasingResources = [purchaseOrders, purchaseOrderDetails, incomingGoods];
