// Purchase orders to suppliers and goods receipts (incoming-goods), read through the generic
// engine. A supplier sees only the purchase orders addressed to it; the ordering office (Pusat)
// sees its own; superadmin all. Incoming goods: the receiving office and the supplier.
import { hasPermission, type Actor } from "@/server/auth/actor";
import { attr, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { defineResource, type Row, type Where } from "@/server/jsonapi/resource";

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
  return { OR: [{ officeId: office }, { supplierOfficeId: office }] };
}

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
    office_id: attr("officeId"),
    warehouse_id: attr("warehouseId"),
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
  },
  rowInclude: { supplierOffice: { select: { code: true, name: true } } },
  filters: {
    status: enumFilter("status", "status", PO_STATUSES),
    supplier_office_id: uuidFilter("supplierOfficeId", "supplier_office_id"),
  },
  search: ["code", "description"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  access: { read: can("purchase-orders.view") },
  scope: purchaseOrderWhere,
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
  access: { read: can("incoming-goods.view") },
  scope: incomingGoodWhere,
});

export const purchasingResources = [purchaseOrders, incomingGoods];
