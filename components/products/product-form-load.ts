// What the Barang form (product-form.tsx) starts from: its lookups (groups, units, buyer types,
// areas, office categories) and, in edit mode, the product with its prices and limits. Read
// through an ApiGet, so the detail page's server loads it into the page's HTML
// (server/jsonapi/prefetch.ts) and the browser reloads it after a save. The form's values are
// made from it in the form (product-form.tsx `loadedOf`).
import {
  buildListQuery,
  listResultOf,
  resourceResultOf,
  resourceUrl,
  type ApiGet,
  type ListParams,
  type ResourceResult,
} from "@/lib/jsonapi-client";
import type { NamedRow } from "./product-data";

export interface ProductAttributes {
  code: string;
  name: string;
  description: string | null;
  weight: number;
  point: number;
  bonus_value: number;
  purchase_price: number;
  qr_code: string | null;
  barcode: string | null;
  is_active: boolean;
  is_promo: boolean;
  has_batch: boolean;
}

export interface Lookups {
  categories: NamedRow[];
  units: NamedRow[];
  buyerTypes: NamedRow[];
  areas: { id: number; name: string }[];
  officeCategories: { id: number; name: string }[];
}

export interface ProductFormLoaded {
  lookups: Lookups;
  /** The product with its group, unit, owner, prices and limits (edit mode); null for a new one. */
  product: ResourceResult<ProductAttributes> | null;
}

export const AREA_IDS = [0, 1, 2, 3, 4];

const PRODUCT_INCLUDE = [
  "product-category",
  "unit",
  "office",
  "product-prices",
  "product-limits",
  "product-limits.office",
];

async function loadLookups(get: ApiGet, signal?: AbortSignal): Promise<Lookups> {
  const page = { number: 1, size: 100 };
  const list = async <A>(type: string, params: ListParams) =>
    listResultOf<A>(await get(`${type}?${buildListQuery(params)}`, signal));
  const [categories, units, buyerTypes, areas, officeCategories] = await Promise.all([
    list<Omit<NamedRow, "id">>("product-categories", { page, sort: "name" }),
    list<Omit<NamedRow, "id">>("units", { page, sort: "name" }),
    list<Omit<NamedRow, "id">>("buyer-types", { page, sort: "name" }),
    list<{ name: string }>("areas", { page, sort: "code" }),
    list<{ name: string }>("office-categories", { page }),
  ]);
  const areaName = new Map(areas.rows.map((a) => [Number(a.id), a.name]));
  return {
    categories: categories.rows,
    units: units.rows,
    buyerTypes: buyerTypes.rows,
    areas: AREA_IDS.map((id) => ({ id, name: areaName.get(id) ?? `Wilayah ${id}` })),
    officeCategories: officeCategories.rows
      .map((c) => ({ id: Number(c.id), name: c.name }))
      .sort((a, b) => a.id - b.id),
  };
}

/** The lookups, and the product when `id` is given (edit mode). */
export async function loadProductForm(
  get: ApiGet,
  id: string | null,
  signal?: AbortSignal,
): Promise<ProductFormLoaded> {
  const [lookups, product] = await Promise.all([
    loadLookups(get, signal),
    id
      ? get(resourceUrl("products", id, { include: PRODUCT_INCLUDE }), signal).then((document) =>
          resourceResultOf<ProductAttributes>(document),
        )
      : null,
  ]);
  return { lookups, product };
}
