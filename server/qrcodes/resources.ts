// QR codes of products (SPEC §2 Admin /qrcode/*, Supplier /produk-qr): generations (one run of
// 'Generate' for a product) and their codes. Lists and reads through the generic engine; POST
// qr-code-generations runs generate-qr-codes.ts. Codes are never written through the API.
import type { z } from "zod";
import { attr, boolFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { defineResource, type Row } from "@/server/jsonapi/resource";
import { pusatWith } from "@/server/master/access";
import { ZGenerateQrCodesInput } from "@/lib/schemas/qrcodes";
import { dateFromFilter, dateToFilter } from "@/server/logs/filters";
import { canReadQrCodes, qrScope } from "./access";
import { generateQrCodes } from "./generate-qr-codes";

function nested(row: Row, relation: string, field: string): unknown {
  const r = row[relation] as Record<string, unknown> | null | undefined;
  return r?.[field] ?? null;
}

function scannedCount(row: Row): number {
  const c = row._count as { qrCodes?: number } | undefined;
  return c?.qrCodes ?? 0;
}

export const qrCodeGenerations = defineResource({
  type: "qr-code-generations",
  model: "qrCodeGeneration",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    quantity: attr("quantity", "number", { sortable: true }),
    description: attr("description"),
    product_id: attr("productId"),
    product_code: attr("productId", "string", { get: (r) => nested(r, "product", "code") }),
    product_name: attr("productId", "string", { get: (r) => nested(r, "product", "name") }),
    scanned_count: attr("quantity", "number", { get: scannedCount }),
    ...timestamps(),
  },
  relationships: {
    product: { type: "products", kind: "one", foreignKey: "productId" },
    "qr-codes": { type: "qr-codes", kind: "many", inverseKey: "qrCodeGenerationId" },
    // The user who generated it, from the audit row written in the same transaction.
    "created-by": {
      type: "users",
      kind: "many",
      through: { model: "documentStatusHistory", from: "documentId", to: "userId" },
    },
  },
  rowInclude: {
    product: { select: { code: true, name: true } },
    _count: { select: { qrCodes: { where: { scannedAt: { not: null } } } } },
  },
  filters: {
    product_id: uuidFilter("productId", "product_id"),
    date_from: dateFromFilter("createdAt"),
    date_to: dateToFilter("createdAt"),
  },
  search: ["code", "description"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  access: { read: canReadQrCodes, create: pusatWith("product-qrcodes.create") },
  scope: qrScope,
  create: {
    schema: ZGenerateQrCodesInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, input) => generateQrCodes(db, ZGenerateQrCodesInput.parse(input), actor),
  },
});

export const qrCodes = defineResource({
  type: "qr-codes",
  model: "qrCode",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    scan_count: attr("scanCount", "number", { sortable: true }),
    scanned_at: attr("scannedAt", "datetime", { sortable: true }),
    qr_code_generation_id: attr("qrCodeGenerationId"),
    product_id: attr("productId"),
    ...timestamps(),
  },
  relationships: {
    "qr-code-generation": {
      type: "qr-code-generations",
      kind: "one",
      foreignKey: "qrCodeGenerationId",
    },
    product: { type: "products", kind: "one", foreignKey: "productId" },
  },
  filters: {
    qr_code_generation_id: uuidFilter("qrCodeGenerationId", "qr_code_generation_id"),
    product_id: uuidFilter("productId", "product_id"),
    code: (value) => ({ code: value.trim().toUpperCase() }),
    scanned: (value, actor) =>
      boolFilter("scannedAt", "scanned")(value, actor).scannedAt
        ? { scannedAt: { not: null } }
        : { scannedAt: null },
  },
  search: ["code"],
  defaultSort: "id",
  pageSize: { default: 24, max: 200 },
  access: { read: canReadQrCodes },
  scope: qrScope,
});

export const qrResources = [qrCodeGenerations, qrCodes];
