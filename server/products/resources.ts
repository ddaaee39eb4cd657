// Products (barang) with their price history and order limits (SPEC §7 "Products"). Every
// signed-in office reads products (they order goods); only Pusat staff with the permission write.
import { z } from "zod";
import {
  attr,
  boolFilter,
  intFilter,
  softDeleteAttr,
  timestamps,
  uuidFilter,
} from "@/server/jsonapi/define";
import { defineResource, type ResourceDef } from "@/server/jsonapi/resource";
import {
  ZProductLimitCreateInput,
  ZProductLimitUpdateInput,
  ZProductPriceCreateInput,
  ZProductSaveCreateInput,
  ZProductSaveUpdateInput,
} from "@/lib/schemas/master";
import { pusatWith } from "@/server/master/access";
import { createProduct } from "./create-product";
import { purchasePrice } from "./read-rules";
import { updateProduct } from "./update-product";
import { createProductPrice } from "./create-product-price";
import { updateProductLimit } from "./update-product-limit";
import { createProductLimit } from "./create-product-limit";

export const PRODUCT_DEFAULT_INCLUDE = [
  "product-limits",
  "office",
  "product-prices",
  "product-category",
  "unit",
];

export const products = defineResource({
  type: "products",
  model: "product",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    name: attr("name", "string", { sortable: true }),
    description: attr("description"),
    weight: attr("weight", "number", { sortable: true }),
    point: attr("point", "money", { sortable: true }),
    bonus_value: attr("bonusValue", "money", { sortable: true }),
    purchase_price: attr("purchasePrice", "money", { sortable: true, read: purchasePrice }),
    qr_code: attr("qrCode"),
    barcode: attr("barcode"),
    image_filename: attr("imageFilename"),
    is_active: attr("isActive", "boolean", { sortable: true }),
    is_promo: attr("isPromo", "boolean"),
    has_batch: attr("hasBatch", "boolean"),
    product_category_id: attr("productCategoryId"),
    unit_id: attr("unitId"),
    office_id: attr("officeId"),
    ...softDeleteAttr(),
    ...timestamps(),
  },
  relationships: {
    "product-category": {
      type: "product-categories",
      kind: "one",
      foreignKey: "productCategoryId",
    },
    unit: { type: "units", kind: "one", foreignKey: "unitId" },
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    "product-prices": { type: "product-prices", kind: "many", inverseKey: "productId" },
    "product-limits": { type: "product-limits", kind: "many", inverseKey: "productId" },
  },
  filters: {
    code: (value) => ({ code: { equals: value.trim(), mode: "insensitive" } }),
    product_category_id: uuidFilter("productCategoryId", "product_category_id"),
    unit_id: uuidFilter("unitId", "unit_id"),
    office_id: uuidFilter("officeId", "office_id"),
    is_active: boolFilter("isActive", "is_active"),
    is_promo: boolFilter("isPromo", "is_promo"),
  },
  search: ["code", "name"],
  defaultSort: "-createdAt",
  defaultInclude: PRODUCT_DEFAULT_INCLUDE,
  softDelete: true,
  access: {
    read: "authenticated",
    create: pusatWith("products.create"),
    update: pusatWith("products.update"),
    delete: pusatWith("products.delete"),
  },
  // `prices` and `limits` are write-only attributes (server/products/product-writes.ts).
  create: {
    schema: ZProductSaveCreateInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, input) => createProduct(db, ZProductSaveCreateInput.parse(input), actor),
  },
  update: {
    schema: ZProductSaveUpdateInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, id, input) =>
      updateProduct(db, { ...ZProductSaveUpdateInput.parse(input), id: String(id) }, actor),
  },
});

export const productPrices = defineResource({
  type: "product-prices",
  model: "productPrice",
  idKind: "uuid",
  attributes: {
    price: attr("price", "money", { sortable: true }),
    retail_price: attr("retailPrice", "money"),
    valid_from: attr("validFrom", "datetime", { sortable: true }),
    area_id: attr("areaId", "number", { sortable: true }),
    buyer_type_id: attr("buyerTypeId"),
    product_id: attr("productId"),
    ...timestamps(),
  },
  relationships: {
    product: { type: "products", kind: "one", foreignKey: "productId" },
    area: { type: "areas", kind: "one", foreignKey: "areaId" },
    "buyer-type": { type: "buyer-types", kind: "one", foreignKey: "buyerTypeId" },
  },
  filters: {
    product_id: uuidFilter("productId", "product_id"),
    area_id: intFilter("areaId", "area_id"),
    buyer_type_id: uuidFilter("buyerTypeId", "buyer_type_id"),
  },
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  access: { read: "authenticated", create: pusatWith("product-prices.create") },
  create: {
    schema: ZProductPriceCreateInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, input) =>
      createProductPrice(db, ZProductPriceCreateInput.parse(input), actor),
  },
});

export const productLimits = defineResource({
  type: "product-limits",
  model: "productLimit",
  idKind: "uuid",
  attributes: {
    min_quantity: attr("minQuantity", "number", { sortable: true }),
    max_quantity: attr("maxQuantity", "number"),
    period_max_quantity: attr("periodMaxQuantity", "number"),
    is_active: attr("isActive", "boolean"),
    description: attr("description"),
    office_category_id: attr("officeCategoryId", "number"),
    office_id: attr("officeId"),
    product_id: attr("productId"),
    ...timestamps(),
  },
  relationships: {
    product: { type: "products", kind: "one", foreignKey: "productId" },
    "office-category": {
      type: "office-categories",
      kind: "one",
      foreignKey: "officeCategoryId",
    },
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
  },
  filters: {
    product_id: uuidFilter("productId", "product_id"),
    office_category_id: intFilter("officeCategoryId", "office_category_id"),
    is_active: boolFilter("isActive", "is_active"),
  },
  defaultSort: "-createdAt",
  access: {
    read: "authenticated",
    create: pusatWith("product-limits.create"),
    update: pusatWith("product-limits.update"),
  },
  create: {
    schema: ZProductLimitCreateInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, input) =>
      createProductLimit(db, ZProductLimitCreateInput.parse(input), actor),
  },
  update: {
    schema: ZProductLimitUpdateInput,
    run: ({ db, actor }, id, input) =>
      updateProductLimit(db, { ...ZProductLimitUpdateInput.parse(input), id: String(id) }, actor),
  },
});

export const productResources: ResourceDef[] = [products, productPrices, productLimits];
