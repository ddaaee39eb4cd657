// Returs, their lines and their shipments through the generic engine (docs/returns.md, SPEC §7
// "Returns"): lists with filters (status, kind, office, date), sort, paging, includes, sparse
// fieldsets and exports as on every resource. Row scope: scope.ts (404 outside it).
//   returs            GET / POST (create-retur.ts), GET {id}, GET {id}/details
//   retur-details     GET, POST / PATCH / DELETE while the retur is a draft
//   retur-shipments   GET, GET {id}: the retur's stock movements (stock_movements.retur_id), the
//                     one shipment lifecycle; ship / receive are actions (actions.ts)
import { z } from "zod";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { attr, dayFilter, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { validateInput } from "@/server/jsonapi/engine";
import { defineResource, type Row, type Where } from "@/server/jsonapi/resource";
import type { Db } from "@/server/prisma-client";
import { withNotices } from "@/server/notifications/transactional";
import {
  RETUR_KINDS,
  RETUR_KIND_LABEL,
  RETUR_STATUSES,
  RETUR_STATUS_LABEL,
  ZCreateReturDetailInput,
  ZCreateReturInput,
  ZUpdateReturDetailInput,
  type ReturKind,
  type ReturStatus,
} from "@/lib/schemas/returs";
import {
  MOVEMENT_STATUSES,
  MOVEMENT_STATUS_LABEL,
  type MovementStatus,
} from "@/server/stock/movements/machine";
import { movementWhere } from "@/server/stock/movements/scope";
import { createRetur } from "./create-retur";
import { createReturDetail } from "./create-retur-detail";
import { updateReturDetail } from "./update-retur-detail";
import { deleteReturDetail } from "./delete-retur-detail";
import { returChildWhere, returWhere } from "./scope";

function nested(row: Row, relation: string, field: string): unknown {
  const r = row[relation] as Record<string, unknown> | null | undefined;
  return r?.[field] ?? null;
}

const asRecordSchema = <T>(schema: z.ZodType<T>) =>
  schema as unknown as z.ZodType<Record<string, unknown>>;

const can = (permission: string) => (actor: Actor) => hasPermission(actor, permission);

/** meta.totals of a list: how many returs match, their units and their credited value. */
async function returTotals(db: Db, where: Where): Promise<Record<string, unknown>> {
  const agg = await db.retur.aggregate({
    where,
    _count: { _all: true },
    _sum: { totalQuantity: true, totalPrice: true },
  });
  return {
    totals: {
      count: agg._count._all,
      total_quantity: agg._sum.totalQuantity ?? 0,
      total_price: Number(agg._sum.totalPrice ?? 0n),
    },
  };
}

const officeAttrs = (prefix: "origin" | "destination") => ({
  [`${prefix}_office_id`]: attr(`${prefix}OfficeId`),
  [`${prefix}_office_code`]: attr(`${prefix}OfficeId`, "string", {
    get: (r: Row) => nested(r, `${prefix}Office`, "code"),
  }),
  [`${prefix}_office_name`]: attr(`${prefix}OfficeId`, "string", {
    get: (r: Row) => nested(r, `${prefix}Office`, "name"),
  }),
  [`${prefix}_warehouse_id`]: attr(`${prefix}WarehouseId`),
  [`${prefix}_warehouse_name`]: attr(`${prefix}WarehouseId`, "string", {
    get: (r: Row) => nested(r, `${prefix}Warehouse`, "name"),
  }),
});

const officeRowInclude = {
  originOffice: { select: { code: true, name: true } },
  destinationOffice: { select: { code: true, name: true } },
  originWarehouse: { select: { name: true } },
  destinationWarehouse: { select: { name: true } },
};

export const returs = defineResource({
  type: "returs",
  model: "retur",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    kind: attr("kind", "enum", { sortable: true }),
    kind_label: attr("kind", "string", { get: (r) => RETUR_KIND_LABEL[r.kind as ReturKind] }),
    status: attr("status", "enum", { sortable: true }),
    status_label: attr("status", "string", {
      get: (r) => RETUR_STATUS_LABEL[r.status as ReturStatus],
    }),
    retur_date: attr("returDate", "date", { sortable: true }),
    delivery_method: attr("deliveryMethod", "enum"),
    total_quantity: attr("totalQuantity", "number", { sortable: true }),
    total_price: attr("totalPrice", "money", { sortable: true }),
    description: attr("description"),
    ...officeAttrs("origin"),
    ...officeAttrs("destination"),
    balance_trx_id: attr("balanceTrxId"),
    validated_at: attr("validatedAt", "datetime", { sortable: true }),
    shipped_at: attr("shippedAt", "datetime"),
    received_at: attr("receivedAt", "datetime"),
    priced_at: attr("pricedAt", "datetime", { sortable: true }),
    cancelled_at: attr("cancelledAt", "datetime"),
    cancel_reason: attr("cancelReason"),
    ...timestamps(),
  },
  relationships: {
    "origin-office": { type: "offices", kind: "one", foreignKey: "originOfficeId" },
    "destination-office": { type: "offices", kind: "one", foreignKey: "destinationOfficeId" },
    "origin-warehouse": { type: "warehouses", kind: "one", foreignKey: "originWarehouseId" },
    "destination-warehouse": {
      type: "warehouses",
      kind: "one",
      foreignKey: "destinationWarehouseId",
    },
    // GET returs/{id}/details (SPEC §7).
    details: { type: "retur-details", kind: "many", inverseKey: "returId" },
    "retur-shipments": { type: "retur-shipments", kind: "many", inverseKey: "returId" },
    "balance-trx": { type: "balance-trxes", kind: "one", foreignKey: "balanceTrxId" },
  },
  rowInclude: officeRowInclude,
  filters: {
    status: enumFilter("status", "status", RETUR_STATUSES),
    kind: enumFilter("kind", "kind", RETUR_KINDS),
    origin_office_id: uuidFilter("originOfficeId", "origin_office_id"),
    destination_office_id: uuidFilter("destinationOfficeId", "destination_office_id"),
    retur_date_from: dayFilter("returDate", "retur_date_from", "gte"),
    retur_date_to: dayFilter("returDate", "retur_date_to", "lte"),
  },
  search: ["code", "description"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  softDelete: true,
  access: {
    read: can("returs.view"),
    create: can("returs.create"),
  },
  scope: returWhere,
  listMeta: (db, where) => returTotals(db, where),
  // The lines travel as the attribute `details`, while `details` is also the relationship that
  // GET returs/{id}/details reads (SPEC §7): the engine is handed a pass-through schema and the
  // input is parsed here against the writable relationships only, so a line's error points at
  // /data/attributes/details/{i}/... (not at the relationship).
  create: {
    schema: z.record(z.string(), z.unknown()),
    run: ({ db, actor }, input) =>
      withNotices(db, (tx) =>
        createRetur(tx, validateInput(RETUR_INPUT, ZCreateReturInput, input), actor),
      ),
  },
});

/** The pointers of a retur's create input: its two writable relationships. */
const RETUR_INPUT = {
  ...returs,
  relationships: {
    "origin-office": { type: "offices", kind: "one" as const, foreignKey: "originOfficeId" },
    "destination-office": {
      type: "offices",
      kind: "one" as const,
      foreignKey: "destinationOfficeId",
    },
  },
};

export const returDetails = defineResource({
  type: "retur-details",
  model: "returDetail",
  idKind: "uuid",
  attributes: {
    retur_id: attr("returId"),
    product_id: attr("productId"),
    product_code: attr("productId", "string", { get: (r) => nested(r, "product", "code") }),
    product_name: attr("productId", "string", { get: (r) => nested(r, "product", "name") }),
    quantity: attr("quantity", "number", { sortable: true }),
    received_quantity: attr("receivedQuantity", "number"),
    default_price: attr("defaultPrice", "money"),
    price: attr("price", "money"),
    total_price: attr("totalPrice", "money", { sortable: true }),
    reason: attr("reason"),
    ...timestamps(),
  },
  relationships: {
    retur: { type: "returs", kind: "one", foreignKey: "returId" },
    product: { type: "products", kind: "one", foreignKey: "productId" },
  },
  rowInclude: { product: { select: { code: true, name: true } } },
  filters: {
    retur_id: uuidFilter("returId", "retur_id"),
    product_id: uuidFilter("productId", "product_id"),
  },
  defaultSort: "createdAt",
  pageSize: { default: 50, max: 200 },
  access: {
    read: can("retur-details.view"),
    create: can("retur-details.create"),
    update: can("retur-details.update"),
    delete: can("retur-details.delete"),
  },
  scope: returChildWhere,
  create: {
    schema: asRecordSchema(ZCreateReturDetailInput),
    run: ({ db, actor }, input) =>
      db.$transaction((tx) =>
        createReturDetail(tx, validateInput(returDetails, ZCreateReturDetailInput, input), actor),
      ),
  },
  update: {
    schema: asRecordSchema(ZUpdateReturDetailInput),
    run: async ({ db, actor }, id, input) => {
      const v = validateInput(returDetails, ZUpdateReturDetailInput, input);
      await db.$transaction((tx) => updateReturDetail(tx, { ...v, id: String(id) }, actor));
    },
  },
  remove: ({ db, actor }, id) =>
    db.$transaction((tx) => deleteReturDetail(tx, String(id), actor)),
});

export const returShipments = defineResource({
  type: "retur-shipments",
  model: "stockMovement",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    status: attr("status", "enum", { sortable: true }),
    status_label: attr("status", "string", {
      get: (r) => MOVEMENT_STATUS_LABEL[r.status as MovementStatus],
    }),
    retur_id: attr("returId"),
    retur_code: attr("returId", "string", { get: (r) => nested(r, "retur", "code") }),
    is_susulan: attr("isSusulan", "boolean"),
    delivery_method: attr("deliveryMethod", "enum"),
    ...officeAttrs("origin"),
    ...officeAttrs("destination"),
    expedition_id: attr("expeditionId"),
    tracking_number: attr("trackingNumber"),
    shipping_cost: attr("shippingCost", "money"),
    sent_at: attr("sentAt", "datetime", { sortable: true }),
    received_at: attr("receivedAt", "datetime", { sortable: true }),
    completed_at: attr("completedAt", "datetime"),
    is_complete: attr("completedAt", "boolean", {
      get: (r) => r.status === "received" || r.completedAt != null,
    }),
    cancel_reason: attr("cancelReason"),
    ...timestamps(),
  },
  relationships: {
    retur: { type: "returs", kind: "one", foreignKey: "returId" },
    "origin-office": { type: "offices", kind: "one", foreignKey: "originOfficeId" },
    "destination-office": { type: "offices", kind: "one", foreignKey: "destinationOfficeId" },
    expedition: { type: "expeditions", kind: "one", foreignKey: "expeditionId" },
    "movement-details": { type: "movement-details", kind: "many", inverseKey: "stockMovementId" },
  },
  rowInclude: { ...officeRowInclude, retur: { select: { code: true } } },
  baseWhere: { returId: { not: null } },
  filters: {
    status: enumFilter("status", "status", MOVEMENT_STATUSES),
    retur_id: uuidFilter("returId", "retur_id"),
    kind: (value, actor) => ({ retur: enumFilter("kind", "kind", RETUR_KINDS)(value, actor) }),
    origin_office_id: uuidFilter("originOfficeId", "origin_office_id"),
    destination_office_id: uuidFilter("destinationOfficeId", "destination_office_id"),
  },
  search: ["code", "trackingNumber"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  softDelete: true,
  access: { read: can("retur-shipments.view") },
  scope: movementWhere,
});

export const returResources = [returs, returDetails, returShipments];
