// Stock per warehouse and product, and the stock ledger (stock_trxes), read through the generic
// engine (SPEC §7 "Stock"): GET stocks, stocks/{id}, stocks/{id}/stock-trxes, stock-trxes,
// warehouses/{id}/stocks. Quantities change only through postStock (post-stock.ts); these
// resources are read-only. Row scope: scope.ts.
import { z } from "zod";
import { AppError } from "@/server/errors";
import { isCalendarDate, jakartaDayBounds } from "@/lib/business-date";
import {
  attr,
  boolFilter,
  enumFilter,
  intFilter,
  timestamps,
  uuidFilter,
} from "@/server/jsonapi/define";
import { purchasePrice } from "@/server/products/read-rules";
import { defineResource, type FilterFn, type Row } from "@/server/jsonapi/resource";
import { stockRowScope } from "./scope";
import { stockBatches } from "./batches";

function nested(row: Row, relation: string, field: string): unknown {
  const r = row[relation] as Record<string, unknown> | null | undefined;
  return r?.[field] ?? null;
}

function officeOf(row: Row): { code: string; name: string } | null {
  const w = row.warehouse as { office?: { code: string; name: string } } | null | undefined;
  return w?.office ?? null;
}

/** quantity x a per-unit BigInt of the product (null when the product is not loaded). */
function valueOf(row: Row, field: "point" | "bonusValue" | "purchasePrice"): bigint | null {
  const unit = nested(row, "product", field);
  return typeof unit === "bigint" ? unit * BigInt(Number(row.quantity ?? 0)) : null;
}

export const WAREHOUSE_TYPES = ["main", "retur", "damaged", "secondary"] as const;

/** filter[from] / filter[to]: Jakarta days bounding created_at (inclusive). */
function dayFilter(parameter: "from" | "to"): FilterFn {
  return (value) => {
    const v = value.trim();
    if (!isCalendarDate(v))
      throw AppError.badRequest(`filter[${parameter}] harus berupa tanggal YYYY-MM-DD`, {
        parameter: `filter[${parameter}]`,
      });
    const b = jakartaDayBounds(v);
    return { createdAt: parameter === "from" ? { gte: b.gte } : { lt: b.lt } };
  };
}

export const STOCK_TRX_TYPES = [
  "opening",
  "purchase_receipt",
  "movement_out",
  "movement_in",
  "movement_reversal",
  "retur_out",
  "retur_in",
  "classify",
  "sale",
  "sale_reversal",
  "adjustment",
] as const;

export const stocks = defineResource({
  type: "stocks",
  model: "stock",
  idKind: "uuid",
  attributes: {
    warehouse_id: attr("warehouseId"),
    warehouse_name: attr("warehouseId", "string", { get: (r) => nested(r, "warehouse", "name") }),
    warehouse_type: attr("warehouseId", "string", { get: (r) => nested(r, "warehouse", "type") }),
    office_id: attr("warehouseId", "string", { get: (r) => nested(r, "warehouse", "officeId") }),
    office_code: attr("warehouseId", "string", { get: (r) => officeOf(r)?.code ?? null }),
    office_name: attr("warehouseId", "string", { get: (r) => officeOf(r)?.name ?? null }),
    product_id: attr("productId"),
    product_code: attr("productId", "string", {
      get: (r) => nested(r, "product", "code"),
      sortable: true,
      order: (desc) => ({ product: { code: desc ? "desc" : "asc" } }),
    }),
    product_name: attr("productId", "string", {
      get: (r) => nested(r, "product", "name"),
      sortable: true,
      order: (desc) => ({ product: { name: desc ? "desc" : "asc" } }),
    }),
    warehouse_code: attr("warehouseId", "string", {
      get: (r) => nested(r, "warehouse", "code"),
      sortable: true,
      order: (desc) => ({ warehouse: { code: desc ? "desc" : "asc" } }),
    }),
    quantity: attr("quantity", "number", { sortable: true }),
    /** quantity x the product's point / bonus value (whole numbers). */
    total_point: attr("quantity", "money", { get: (r) => valueOf(r, "point") }),
    total_bonus: attr("quantity", "money", { get: (r) => valueOf(r, "bonusValue") }),
    /** quantity x the purchase price (HPP): only for callers who may read purchase prices. */
    total_value: attr("quantity", "money", {
      get: (r) => valueOf(r, "purchasePrice"),
      read: purchasePrice,
    }),
    /** Low-stock threshold: the only writable attribute (PATCH stocks/{id}). */
    min_quantity: attr("minQuantity", "number", { writable: true }),
    ...timestamps(),
  },
  relationships: {
    warehouse: { type: "warehouses", kind: "one", foreignKey: "warehouseId" },
    product: { type: "products", kind: "one", foreignKey: "productId" },
    "stock-trxes": { type: "stock-trxes", kind: "many", inverseKey: "stockId" },
  },
  rowInclude: {
    warehouse: {
      select: {
        code: true,
        name: true,
        type: true,
        officeId: true,
        office: { select: { code: true, name: true } },
      },
    },
    product: {
      select: { code: true, name: true, point: true, bonusValue: true, purchasePrice: true },
    },
  },
  // Product code/name and office code/name (Stock-stockist): to-one paths (engine search).
  search: ["product.code", "product.name", "warehouse.office.code", "warehouse.office.name"],
  filters: {
    warehouse_id: uuidFilter("warehouseId", "warehouse_id"),
    warehouse_type: (value, actor) => ({
      warehouse: enumFilter("type", "warehouse_type", WAREHOUSE_TYPES)(value, actor),
    }),
    /** Office categories (ids, comma separated), e.g. 4,3 for every stockist and SC. */
    office_category_id: (value, actor) => ({
      warehouse: {
        office: intFilter("officeCategoryId", "office_category_id")(value, actor),
      },
    }),
    product_id: uuidFilter("productId", "product_id"),
    category_id: (value, actor) => ({
      product: uuidFilter("productCategoryId", "category_id")(value, actor),
    }),
    office_id: (value, actor) => ({ warehouse: uuidFilter("officeId", "office_id")(value, actor) }),
    /** true: only rows holding goods (quantity > 0); false: only empty rows. */
    in_stock: (value, actor) =>
      boolFilter("inStock", "in_stock")(value, actor).inStock
        ? { quantity: { gt: 0 } }
        : { quantity: 0 },
  },
  defaultSort: "id",
  pageSize: { default: 15, max: 100 },
  access: { read: { permission: "stocks.view" }, update: { permission: "stocks.update" } },
  scope: stockRowScope,
  // Only non-ledger fields: quantity is not in the schema, so sending it is a 422 ('Atribut
  // tidak dikenal'); quantities change only through postStock.
  update: {
    schema: z
      .object({
        min_quantity: z
          .number({ message: "Stok minimum harus berupa angka" })
          .int("Stok minimum harus bilangan bulat")
          .min(0, "Stok minimum tidak boleh negatif")
          .max(1_000_000_000, "Stok minimum terlalu besar"),
      })
      .strict(),
  },
});

export const stockTrxes = defineResource({
  type: "stock-trxes",
  model: "stockTrx",
  idKind: "uuid",
  attributes: {
    stock_id: attr("stockId"),
    warehouse_id: attr("warehouseId"),
    product_id: attr("productId"),
    product_code: attr("productId", "string", { get: (r) => nested(r, "product", "code") }),
    product_name: attr("productId", "string", { get: (r) => nested(r, "product", "name") }),
    batch_id: attr("batchId"),
    trx_type: attr("type", "enum"),
    quantity_change: attr("quantityChange", "number"),
    /** The running balance: stocks.quantity right after this row. */
    balance_after: attr("balanceAfter", "number"),
    source_type: attr("sourceType"),
    source_id: attr("sourceId"),
    description: attr("description"),
    user_id: attr("userId"),
    user_name: attr("userId", "string", { get: (r) => nested(r, "user", "name") }),
    createdAt: attr("createdAt", "datetime", { sortable: true }),
  },
  relationships: {
    stock: { type: "stocks", kind: "one", foreignKey: "stockId" },
    warehouse: { type: "warehouses", kind: "one", foreignKey: "warehouseId" },
    product: { type: "products", kind: "one", foreignKey: "productId" },
  },
  rowInclude: {
    product: { select: { code: true, name: true } },
    user: { select: { name: true } },
  },
  filters: {
    stock_id: uuidFilter("stockId", "stock_id"),
    warehouse_id: uuidFilter("warehouseId", "warehouse_id"),
    product_id: uuidFilter("productId", "product_id"),
    trx_type: enumFilter("type", "trx_type", STOCK_TRX_TYPES),
    source_id: uuidFilter("sourceId", "source_id"),
    from: dayFilter("from"),
    to: dayFilter("to"),
  },
  defaultSort: "createdAt",
  pageSize: { default: 25, max: 200 },
  // The ledger grows without bound: an exact count of a million rows costs more than the page
  // (docs/stock.md "Lists over a million ledger rows").
  countCap: 10_000,
  access: { read: { permission: "stock-trxes.view" } },
  scope: stockRowScope,
});

export const stockResources = [stocks, stockTrxes, stockBatches];
