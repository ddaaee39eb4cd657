// disputes and dispute-images (SPEC §7 "Payments and money", docs/money.md "Disputes").
// POST disputes files one (create-dispute.ts); the decision is the action resolve (actions.ts);
// PATCH/DELETE are not offered (a dispute is never edited or removed, only decided). An office
// sees its own disputes (404 for another office's), Pusat with disputes.view every one.
import type { z } from "zod";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { attr, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { validateInput } from "@/server/jsonapi/engine";
import { defineResource, type Row } from "@/server/jsonapi/resource";
import { withNotices } from "@/server/notifications/transactional";
import {
  DISPUTE_KIND_LABEL,
  DISPUTE_KINDS,
  DISPUTE_STATUS_LABEL,
  DISPUTE_STATUSES,
  ZCreateDisputeInput,
  type DisputeKind,
  type DisputeStatus,
} from "@/lib/schemas/disputes";
import { createDispute } from "./create-dispute";
import { disputeImageUrl } from "./files";
import { disputeImageWhere, disputeWhere } from "./scope";

const asRecordSchema = <T>(schema: z.ZodType<T>) =>
  schema as unknown as z.ZodType<Record<string, unknown>>;
const can = (permission: string) => (actor: Actor) => hasPermission(actor, permission);
const nested = (row: Row, rel: string, field: string): unknown =>
  (row[rel] as Record<string, unknown> | null | undefined)?.[field] ?? null;

export const disputes = defineResource({
  type: "disputes",
  model: "dispute",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    kind: attr("kind", "enum"),
    kind_label: attr("kind", "string", { get: (r) => DISPUTE_KIND_LABEL[r.kind as DisputeKind] }),
    description: attr("description"),
    status: attr("status", "enum", { sortable: true }),
    status_label: attr("status", "string", {
      get: (r) => DISPUTE_STATUS_LABEL[r.status as DisputeStatus],
    }),
    resolution: attr("resolution"),
    resolved_at: attr("resolvedAt", "datetime"),
    resolved_by_name: attr("resolvedById", "string", {
      get: (r) => nested(r, "resolvedBy", "name"),
    }),
    created_by_name: attr("createdById", "string", { get: (r) => nested(r, "createdBy", "name") }),
    office_id: attr("officeId"),
    office_code: attr("officeId", "string", { get: (r) => nested(r, "office", "code") }),
    office_name: attr("officeId", "string", { get: (r) => nested(r, "office", "name") }),
    order_id: attr("orderId"),
    order_code: attr("orderId", "string", { get: (r) => nested(r, "order", "code") }),
    stock_movement_id: attr("stockMovementId"),
    stock_movement_code: attr("stockMovementId", "string", {
      get: (r) => nested(r, "stockMovement", "code"),
    }),
    image_count: attr("id", "number", {
      get: (r) => (r._count as { images?: number } | undefined)?.images ?? 0,
    }),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    order: { type: "orders", kind: "one", foreignKey: "orderId" },
    "stock-movement": { type: "stock-movements", kind: "one", foreignKey: "stockMovementId" },
    "dispute-images": { type: "dispute-images", kind: "many", inverseKey: "disputeId" },
  },
  rowInclude: {
    office: { select: { code: true, name: true } },
    order: { select: { code: true } },
    stockMovement: { select: { code: true } },
    createdBy: { select: { name: true } },
    resolvedBy: { select: { name: true } },
    _count: { select: { images: true } },
  },
  filters: {
    status: enumFilter("status", "status", DISPUTE_STATUSES),
    kind: enumFilter("kind", "kind", DISPUTE_KINDS),
    office_id: uuidFilter("officeId", "office_id"),
    order_id: uuidFilter("orderId", "order_id"),
    stock_movement_id: uuidFilter("stockMovementId", "stock_movement_id"),
  },
  search: ["code", "description", "office.code", "office.name", "order.code", "stockMovement.code"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  access: {
    read: can("disputes.view"),
    create: can("disputes.create"),
  },
  scope: disputeWhere,
  create: {
    schema: asRecordSchema(ZCreateDisputeInput),
    run: async ({ db, actor }, input) => {
      const v = validateInput(disputes, ZCreateDisputeInput, input);
      return withNotices(db, (tx) => createDispute(tx, v, actor));
    },
  },
});

export const disputeImages = defineResource({
  type: "dispute-images",
  model: "disputeImage",
  idKind: "uuid",
  attributes: {
    url: attr("filename", "string", { get: (r) => disputeImageUrl(String(r.filename)) }),
    original_name: attr("originalName"),
    mime_type: attr("mimeType"),
    size: attr("size", "number"),
    dispute_id: attr("disputeId"),
    ...timestamps(),
  },
  relationships: {
    dispute: { type: "disputes", kind: "one", foreignKey: "disputeId" },
  },
  filters: { dispute_id: uuidFilter("disputeId", "dispute_id") },
  defaultSort: "createdAt",
  pageSize: { default: 20, max: 100 },
  access: { read: can("disputes.view") },
  scope: disputeImageWhere,
});

export const disputeResources = [disputes, disputeImages];
