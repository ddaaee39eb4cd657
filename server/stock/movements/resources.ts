// Stock movements (shipments), their lines and packets, read through the generic engine with
// the office row scope (scope.ts). Transitions are actions (send, receive, ...) built on the
// state machine in machine.ts.
import { attr, boolFilter, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { z } from "zod";
import { defineResource, type Row } from "@/server/jsonapi/resource";
import { createMovement, createPacket, deletePacket } from "./write";
import { deleteDraftMovement, updateDraftLine, updateDraftMovement } from "./edit";
import {
  inTransitOf,
  IN_TRANSIT_WHERE,
  MOVEMENT_STATUSES,
  MOVEMENT_STATUS_LABEL,
  type MovementStatus,
  type SettlementOutcome,
} from "./machine";
import { canRead, movementChildWhere, movementWhere } from "./scope";
import { ORDER_KINDS } from "@/lib/schemas/orders";

function nested(row: Row, relation: string, field: string): unknown {
  const r = row[relation] as Record<string, unknown> | null | undefined;
  return r?.[field] ?? null;
}

const OFFICE_TYPES = [
  "pusat",
  "kantor_pelayanan",
  "stockist_center",
  "stockist",
  "member",
  "supplier",
];
const categoryFilter = enumFilter("officeType", "category", OFFICE_TYPES);

type PacketContentRow = {
  productId: string;
  quantity: number;
  product: { code: string; name: string };
};

export const stockMovements = defineResource({
  type: "stock-movements",
  model: "stockMovement",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    status: attr("status", "enum", { sortable: true }),
    status_label: attr("status", "string", {
      get: (r) => MOVEMENT_STATUS_LABEL[r.status as MovementStatus],
    }),
    delivery_method: attr("deliveryMethod", "enum"),
    is_susulan: attr("isSusulan", "boolean"),
    parent_movement_id: attr("parentMovementId"),
    purchase_order_id: attr("purchaseOrderId"),
    order_id: attr("orderId"),
    order_code: attr("orderId", "string", { get: (r) => nested(r, "order", "code") }),
    order_type: attr("orderId", "string", { get: (r) => nested(r, "order", "orderType") }),
    origin_office_id: attr("originOfficeId"),
    origin_office_code: attr("originOfficeId", "string", {
      get: (r) => nested(r, "originOffice", "code"),
    }),
    origin_office_name: attr("originOfficeId", "string", {
      get: (r) => nested(r, "originOffice", "name"),
    }),
    destination_office_id: attr("destinationOfficeId"),
    destination_office_code: attr("destinationOfficeId", "string", {
      get: (r) => nested(r, "destinationOffice", "code"),
    }),
    destination_office_name: attr("destinationOfficeId", "string", {
      get: (r) => nested(r, "destinationOffice", "name"),
    }),
    origin_warehouse_id: attr("originWarehouseId"),
    // Names travel with the movement: the other side's warehouse is outside the caller's
    // warehouses scope, but where its goods leave from / go to is part of the shipment.
    origin_warehouse_name: attr("originWarehouseId", "string", {
      get: (r) => nested(r, "originWarehouse", "name"),
    }),
    destination_warehouse_id: attr("destinationWarehouseId"),
    destination_warehouse_name: attr("destinationWarehouseId", "string", {
      get: (r) => nested(r, "destinationWarehouse", "name"),
    }),
    expedition_id: attr("expeditionId"),
    // For the expedition lists (Pengiriman Ekspedisi): who carries the goods, without an include.
    expedition_name: attr("expeditionId", "string", {
      get: (r) => nested(r, "expedition", "name"),
    }),
    tracking_number: attr("trackingNumber"),
    shipping_cost: attr("shippingCost", "money"),
    total_weight: attr("totalWeight", "number"),
    recipient_name: attr("recipientName"),
    shipping_address: attr("shippingAddress"),
    description: attr("description"),
    packed_at: attr("packedAt", "datetime", { sortable: true }),
    sent_at: attr("sentAt", "datetime", { sortable: true }),
    received_at: attr("receivedAt", "datetime", { sortable: true }),
    cancelled_at: attr("cancelledAt", "datetime"),
    cancel_reason: attr("cancelReason"),
    complaint_status: attr("complaintStatus", "enum"),
    complaint_description: attr("complaintDescription"),
    complaint_resolution: attr("complaintResolution"),
    // Every unit accounted for (received, or settled after a partial receipt): the shipment is
    // finished even while its state stays "Diterima Sebagian" (docs/stock-movements.md).
    completed_at: attr("completedAt", "datetime", { sortable: true }),
    is_complete: attr("completedAt", "boolean", {
      get: (r) => r.status === "received" || r.completedAt != null,
    }),
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
    "purchase-order": { type: "purchase-orders", kind: "one", foreignKey: "purchaseOrderId" },
    order: { type: "orders", kind: "one", foreignKey: "orderId" },
    expedition: { type: "expeditions", kind: "one", foreignKey: "expeditionId" },
    "parent-movement": { type: "stock-movements", kind: "one", foreignKey: "parentMovementId" },
    "susulan-movements": { type: "stock-movements", kind: "many", inverseKey: "parentMovementId" },
    "movement-details": { type: "movement-details", kind: "many", inverseKey: "stockMovementId" },
    packets: { type: "packets", kind: "many", inverseKey: "stockMovementId" },
  },
  rowInclude: {
    originOffice: { select: { code: true, name: true } },
    destinationOffice: { select: { code: true, name: true } },
    originWarehouse: { select: { name: true } },
    destinationWarehouse: { select: { name: true } },
    order: { select: { code: true, orderType: true } },
    expedition: { select: { name: true } },
  },
  filters: {
    status: enumFilter("status", "status", MOVEMENT_STATUSES),
    delivery_method: enumFilter("deliveryMethod", "delivery_method", ["dikirim", "diambil"]),
    is_susulan: boolFilter("isSusulan", "is_susulan"),
    // Goods still on the road: sent, or partially received with units not yet settled.
    in_transit: (value, actor) =>
      boolFilter("inTransit", "in_transit")(value, actor).inTransit
        ? IN_TRANSIT_WHERE
        : { NOT: IN_TRANSIT_WHERE },
    origin_office_id: uuidFilter("originOfficeId", "origin_office_id"),
    destination_office_id: uuidFilter("destinationOfficeId", "destination_office_id"),
    purchase_order_id: uuidFilter("purchaseOrderId", "purchase_order_id"),
    order_id: uuidFilter("orderId", "order_id"),
    // The order kinds a route lists (config.ts orderTypes: restock apart from sales).
    order_type: (value, actor) => ({
      order: enumFilter("orderType", "order_type", ORDER_KINDS)(value, actor),
    }),
    origin_category: (value, actor) => ({ originOffice: categoryFilter(value, actor) }),
    destination_category: (value, actor) => ({ destinationOffice: categoryFilter(value, actor) }),
    side: (value, actor) => {
      const office = actor.officeId ?? "00000000-0000-0000-0000-000000000000";
      return enumFilter("side", "side", ["origin", "destination"])(value, actor).side === "origin"
        ? { originOfficeId: office }
        : { destinationOfficeId: office };
    },
  },
  search: ["code", "trackingNumber"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  // A deleted draft (edit.ts) is hidden from lists; filter[trashed]=with shows it.
  softDelete: true,
  access: {
    read: canRead("stock-movements.view"),
    create: { permission: "stock-movements.create" },
    update: { permission: "stock-movements.update" },
    delete: { permission: "stock-movements.delete" },
  },
  scope: movementWhere,
  create: {
    schema: z
      .object({
        details: z
          .array(
            z
              .object({
                product_id: z.string().uuid("Produk tidak valid"),
                quantity: z
                  .number({ message: "Jumlah harus berupa angka" })
                  .int("Jumlah harus bilangan bulat")
                  .min(1, "Jumlah minimal 1")
                  .max(1_000_000, "Jumlah terlalu besar"),
                batch_id: z.string().uuid("Batch tidak valid").nullish(),
                // Choosing an expired batch is an explicit override (write.ts assertBatches).
                allow_expired: z
                  .boolean({ message: "allow_expired harus true atau false" })
                  .optional(),
              })
              .strict(),
            { message: "Barang wajib diisi" },
          )
          .max(500)
          .optional(),
        delivery_method: z.enum(["dikirim", "diambil"]).optional(),
        description: z.string().trim().max(1000).nullish(),
        recipient_name: z.string().trim().max(255).nullish(),
        shipping_address: z.string().trim().max(1000).nullish(),
        "destination-office": z.string().uuid("Kantor tujuan tidak valid").nullish(),
        "purchase-order": z.string().uuid("Purchase order tidak valid").nullish(),
        order: z.string().uuid("Order tidak valid").nullish(),
      })
      .strict(),
    run: (ctx, input) => {
      const i = input as {
        details?: {
          product_id: string;
          quantity: number;
          batch_id?: string | null;
          allow_expired?: boolean;
        }[];
        delivery_method?: "dikirim" | "diambil";
        order?: string | null;
        description?: string | null;
        recipient_name?: string | null;
        shipping_address?: string | null;
        "destination-office"?: string | null;
        "purchase-order"?: string | null;
      };
      return ctx.db.$transaction((tx) =>
        createMovement(
          tx,
          {
            destinationOfficeId: i["destination-office"],
            purchaseOrderId: i["purchase-order"],
            orderId: i.order,
            deliveryMethod: i.delivery_method,
            details: i.details?.map((d) => ({
              productId: d.product_id,
              quantity: d.quantity,
              batchId: d.batch_id,
              allowExpired: d.allow_expired,
            })),
            description: i.description,
            recipientName: i.recipient_name,
            shippingAddress: i.shipping_address,
          },
          ctx.actor,
        ),
      );
    },
  },
  // Draft edits (edit.ts): 409 once packed or sent, 403 for the receiving office.
  update: {
    schema: z
      .object({
        description: z.string().trim().max(1000).nullish(),
        recipient_name: z.string().trim().max(255).nullish(),
        shipping_address: z.string().trim().max(1000).nullish(),
        delivery_method: z.enum(["dikirim", "diambil"]).optional(),
      })
      .strict(),
    run: (ctx, id, input) =>
      ctx.db.$transaction((tx) => updateDraftMovement(tx, String(id), input, ctx.actor)),
  },
  remove: (ctx, id) => ctx.db.$transaction((tx) => deleteDraftMovement(tx, String(id), ctx.actor)),
});

export const movementDetails = defineResource({
  type: "movement-details",
  model: "movementDetail",
  idKind: "uuid",
  attributes: {
    stock_movement_id: attr("stockMovementId"),
    product_id: attr("productId"),
    product_code: attr("productId", "string", { get: (r) => nested(r, "product", "code") }),
    product_name: attr("productId", "string", { get: (r) => nested(r, "product", "name") }),
    batch_id: attr("batchId"),
    quantity: attr("quantity", "number"),
    received_quantity: attr("receivedQuantity", "number"),
    // Goods in transit (docs/stock-movements.md): quantity = received + in transit + settled.
    settled_quantity: attr("settledQuantity", "number"),
    in_transit_quantity: attr("quantity", "number", {
      get: (r) =>
        inTransitOf(
          {
            quantity: r.quantity as number,
            receivedQuantity: r.receivedQuantity as number,
            settledQuantity: r.settledQuantity as number,
          },
          nested(r, "stockMovement", "status") as MovementStatus,
        ),
    }),
    // Settled units per outcome: {returned, susulan, lost, damaged}.
    settled_by_outcome: attr("id", "json", {
      get: (r) => {
        const out: Record<SettlementOutcome, number> = {
          returned: 0,
          susulan: 0,
          lost: 0,
          damaged: 0,
        };
        for (const st of (r.settlements as { outcome: SettlementOutcome; quantity: number }[]) ??
          [])
          out[st.outcome] += st.quantity;
        return out;
      },
    }),
    description: attr("description"),
    ...timestamps(),
  },
  relationships: {
    "stock-movement": { type: "stock-movements", kind: "one", foreignKey: "stockMovementId" },
    product: { type: "products", kind: "one", foreignKey: "productId" },
  },
  rowInclude: {
    product: { select: { code: true, name: true } },
    stockMovement: { select: { status: true } },
    settlements: { select: { outcome: true, quantity: true } },
  },
  filters: { stock_movement_id: uuidFilter("stockMovementId", "stock_movement_id") },
  defaultSort: "id",
  pageSize: { default: 50, max: 200 },
  access: {
    read: canRead("movement-details.view"),
    update: { permission: "movement-details.update" },
  },
  scope: movementChildWhere,
  update: {
    schema: z
      .object({
        quantity: z
          .number({ message: "Jumlah harus berupa angka" })
          .int("Jumlah harus bilangan bulat")
          .min(1, "Jumlah minimal 1")
          .max(1_000_000, "Jumlah terlalu besar")
          .optional(),
        description: z.string().trim().max(1000).nullish(),
      })
      .strict(),
    run: (ctx, id, input) =>
      ctx.db.$transaction((tx) => updateDraftLine(tx, String(id), input, ctx.actor)),
  },
});

export const packets = defineResource({
  type: "packets",
  model: "packet",
  idKind: "uuid",
  attributes: {
    stock_movement_id: attr("stockMovementId"),
    code: attr("code", "string", { sortable: true }),
    name: attr("name"),
    weight: attr("weight", "number"),
    // What the parcel holds, for the packing page: [{product_id, product_code, product_name,
    // quantity}] (a packet holds a few products; no separate packet-details resource).
    contents: attr("id", "json", {
      get: (r) =>
        ((r.packetDetails as PacketContentRow[] | undefined) ?? []).map((d) => ({
          product_id: d.productId,
          product_code: d.product.code,
          product_name: d.product.name,
          quantity: d.quantity,
        })),
    }),
    ...timestamps(),
  },
  relationships: {
    "stock-movement": { type: "stock-movements", kind: "one", foreignKey: "stockMovementId" },
  },
  rowInclude: {
    packetDetails: {
      select: { productId: true, quantity: true, product: { select: { code: true, name: true } } },
      orderBy: { id: "asc" },
    },
  },
  filters: { stock_movement_id: uuidFilter("stockMovementId", "stock_movement_id") },
  defaultSort: "code",
  pageSize: { default: 50, max: 200 },
  access: {
    read: canRead("packets.view"),
    create: { permission: "packets.create" },
    delete: { permission: "packets.delete" },
  },
  scope: movementChildWhere,
  create: {
    schema: z
      .object({
        code: z.string().trim().min(1).max(64).nullish(),
        name: z.string().trim().max(255).nullish(),
        weight: z.number().int("Berat harus bilangan bulat").min(0).max(10_000_000).nullish(),
        details: z
          .array(
            z
              .object({
                product_id: z.string().uuid("Produk tidak valid"),
                quantity: z
                  .number({ message: "Jumlah harus berupa angka" })
                  .int("Jumlah harus bilangan bulat")
                  .min(1, "Jumlah minimal 1")
                  .max(1_000_000),
              })
              .strict(),
            { message: "Isi paket wajib diisi" },
          )
          .min(1, "Isi paket wajib diisi")
          .max(500),
        "stock-movement": z
          .string({ message: "Pengiriman wajib diisi" })
          .uuid("Pengiriman tidak valid"),
      })
      .strict(),
    run: (ctx, input) => {
      const i = input as {
        code?: string | null;
        name?: string | null;
        weight?: number | null;
        details: { product_id: string; quantity: number }[];
        "stock-movement": string;
      };
      return ctx.db.$transaction((tx) =>
        createPacket(
          tx,
          {
            stockMovementId: i["stock-movement"],
            code: i.code,
            name: i.name,
            weight: i.weight,
            details: i.details.map((d) => ({ productId: d.product_id, quantity: d.quantity })),
          },
          ctx.actor,
        ),
      );
    },
  },
  remove: (ctx, id) => ctx.db.$transaction((tx) => deletePacket(tx, String(id), ctx.actor)),
});

export const movementResources = [stockMovements, movementDetails, packets];
