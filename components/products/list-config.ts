// The product (Barang) list's variants and queries (product-list.tsx), importable by the pages'
// server components, which load the first page and its prices with the page
// (server/products/list-prefetch.ts).
import type { InitialList, ListQuery } from "@/components/data-table/query";
import type { PriceAttributes } from "./product-data";

export type ProductListVariant = "admin" | "stockist" | "kantor-pelayanan" | "bonus";

export interface ProductListConfig {
  /** 'Tambah Barang', the detail/edit link and the exports (Pusat with permissions). */
  manage: boolean;
  /** Route of the detail/edit form (`${detailBase}/${id}`), admin only. */
  detailBase: string | null;
  /** Buyer types (codes) whose price in the price area shows as a column. */
  priceBuyerTypes: string[];
  /** Price area of the columns: 0 (Jawa) for Admin, else the viewer's office area. */
  area: "zero" | "viewer";
  /** The line under the title; by default it names the price area of the columns. */
  description?: string;
}

export const PRODUCT_LISTS: Record<ProductListVariant, ProductListConfig> = {
  admin: {
    manage: true,
    detailBase: "/admin/master/barang",
    priceBuyerTypes: ["konsumen"],
    area: "zero",
  },
  stockist: {
    manage: false,
    detailBase: null,
    priceBuyerTypes: ["konsumen", "member", "stockist"],
    area: "viewer",
  },
  "kantor-pelayanan": {
    manage: false,
    detailBase: null,
    priceBuyerTypes: ["konsumen", "member", "kp"],
    area: "viewer",
  },
  // /bonus/admin/master-barang: what the commission reads of a product (its point and bonus
  // value, snapshotted on every cash bill line) and the member price; read only (the Bonus role
  // holds products.view only, prisma/seed/data/access.ts).
  bonus: {
    manage: false,
    detailBase: null,
    priceBuyerTypes: ["member"],
    area: "zero",
    description:
      "Poin dan nilai bonus setiap barang (dipakai perhitungan komisi mitra usaha), dengan harga mitra usaha wilayah 0. Hanya lihat.",
  },
};

/** The price area of a variant's columns for a viewer (SPEC §3 office area). */
export function priceAreaOf(variant: ProductListVariant, officeAreaCode: number | null): number {
  return PRODUCT_LISTS[variant].area === "zero" ? 0 : (officeAreaCode ?? 0);
}

export interface ProductListAttributes {
  code: string;
  name: string;
  point: number;
  bonus_value: number;
  is_active: boolean;
}

/**
 * What the rows show. The prices come apart (areaPricesQuery): included, a page of 15 products
 * carried every area's and buyer type's price row (~375 rows, 577 KB in full) to show one area's.
 */
const FIELDS = {
  products: [
    "code",
    "name",
    "point",
    "bonus_value",
    "is_active",
    "product-category",
    "unit",
  ] satisfies (keyof ProductListAttributes | "product-category" | "unit")[],
  "product-categories": ["name"],
  units: ["name"],
};

/** The DataTable query of the list (category "" = every category). */
export function productListQuery(variant: ProductListVariant, category = ""): ListQuery {
  return {
    resource: "products",
    include: ["product-category", "unit"],
    fields: FIELDS,
    defaultSort: PRODUCT_LISTS[variant].manage ? "code" : "name",
    filters: { product_category_id: category },
  };
}

const PRICE_FIELDS = [
  "price",
  "retail_price",
  "valid_from",
  "area_id",
  "buyer_type_id",
  "product_id",
] satisfies (keyof PriceAttributes)[];

/** The price rows (every buyer type and version) of these products in one area, 100 a page. */
export function areaPricesQuery(productIds: string[], area: number): ListQuery {
  return {
    resource: "product-prices",
    include: [],
    fields: { "product-prices": PRICE_FIELDS },
    defaultSort: "-valid_from",
    pageSize: 100,
    filters: { product_id: productIds.join(","), area_id: area },
  };
}

/** The first page of the list and its prices, loaded with the page. */
export interface ProductListInitial {
  list?: InitialList;
  prices?: InitialList;
}
