// Batches (expiry-dated lots of a product in a warehouse) as the engine resource `stock-batches`
// (the permission names use the same word): GET stock-batches, stock-batches/{id}, POST
// stock-batches. Quantities are read-only here: they change only through postStock. Row scope
// as stock (scope.ts): Pusat sees every warehouse, any other office only its own (404 otherwise).
// filter[expiry]: expired (expiry date before today), expiring (today .. +BATCH_EXPIRING_DAYS),
// valid (not expired), all Jakarta days.
import type { z } from "zod";
import { attr, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { validateInput } from "@/server/jsonapi/engine";
import { defineResource, type Row } from "@/server/jsonapi/resource";
import { AppError } from "@/server/errors";
import { jakartaDateString } from "@/lib/business-date";
import { BATCH_EXPIRING_DAYS, ZCreateBatchInput } from "@/lib/schemas/stock";
import { createBatch } from "./create-batch";
import { stockRowScope } from "./scope";
import { expiringSoonWhere } from "./low-stock";

const DAY_MS = 86_400_000;
export const BATCH_EXPIRY_FILTERS = ["expired", "expiring", "valid"] as const;

function todayUtc(): Date {
  return new Date(`${jakartaDateString()}T00:00:00Z`);
}

function pick(row: Row, relation: string, field: string): unknown {
  const r = row[relation] as Record<string, unknown> | null | undefined;
  return r?.[field] ?? null;
}

/** expired / expiring / valid / null (no expiry date) for a row, relative to today in Jakarta. */
export function expiryStatus(expiredAt: unknown, today = todayUtc()): string | null {
  if (!(expiredAt instanceof Date)) return null;
  if (expiredAt < today) return "expired";
  if (expiredAt.getTime() <= today.getTime() + BATCH_EXPIRING_DAYS * DAY_MS) return "expiring";
  return "valid";
}

const asRecordSchema = <T>(schema: z.ZodType<T>) =>
  schema as unknown as z.ZodType<Record<string, unknown>>;

export const stockBatches = defineResource({
  type: "stock-batches",
  model: "batch",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    product_id: attr("productId"),
    product_code: attr("productId", "string", { get: (r) => pick(r, "product", "code") }),
    product_name: attr("productId", "string", { get: (r) => pick(r, "product", "name") }),
    warehouse_id: attr("warehouseId"),
    warehouse_code: attr("warehouseId", "string", { get: (r) => pick(r, "warehouse", "code") }),
    warehouse_name: attr("warehouseId", "string", { get: (r) => pick(r, "warehouse", "name") }),
    office_id: attr("warehouseId", "string", { get: (r) => pick(r, "warehouse", "officeId") }),
    production_date: attr("productionDate", "date", { sortable: true }),
    expired_at: attr("expiredAt", "date", { sortable: true }),
    expiry_status: attr("expiredAt", "string", { get: (r) => expiryStatus(r.expiredAt) }),
    quantity: attr("quantity", "number", { sortable: true }),
    description: attr("description"),
    ...timestamps(),
  },
  relationships: {
    product: { type: "products", kind: "one", foreignKey: "productId" },
    warehouse: { type: "warehouses", kind: "one", foreignKey: "warehouseId" },
    "stock-trxes": { type: "stock-trxes", kind: "many", inverseKey: "batchId" },
  },
  rowInclude: {
    product: { select: { code: true, name: true } },
    warehouse: { select: { code: true, name: true, officeId: true } },
  },
  search: ["code", "product.code", "product.name"],
  filters: {
    warehouse_id: uuidFilter("warehouseId", "warehouse_id"),
    product_id: uuidFilter("productId", "product_id"),
    office_id: (value, actor) => ({ warehouse: uuidFilter("officeId", "office_id")(value, actor) }),
    expiry: (value) => {
      const today = todayUtc();
      const v = value.trim();
      if (v === "expired") return { expiredAt: { lt: today } };
      if (v === "expiring") return expiringSoonWhere();
      if (v === "valid") return { OR: [{ expiredAt: null }, { expiredAt: { gte: today } }] };
      throw AppError.badRequest(
        `filter[expiry] harus salah satu dari: ${BATCH_EXPIRY_FILTERS.join(", ")}`,
        { parameter: "filter[expiry]" },
      );
    },
  },
  defaultSort: "expired_at",
  pageSize: { default: 15, max: 100 },
  access: {
    read: { permission: "stock-batches.view" },
    create: { permission: "stock-batches.create" },
  },
  scope: stockRowScope,
  create: {
    schema: asRecordSchema(ZCreateBatchInput),
    clientIds: true,
    run: ({ db, actor, clientId }, input) => {
      const v = validateInput(stockBatches, ZCreateBatchInput, input);
      return db.$transaction((tx) => createBatch(tx, v, actor, clientId));
    },
  },
});
