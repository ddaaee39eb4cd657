// product-promos (SPEC §7 "product promos"; Admin > Setup > Promo): every signed-in office reads
// them (orders apply them); Pusat staff with product-promos.* write. Money is whole rupiah.
import { isCalendarDate } from "@/lib/business-date";
import { z } from "zod";
import { attr, boolFilter, softDeleteAttr, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { defineResource, type ResourceDef } from "@/server/jsonapi/resource";
import { AppError } from "@/server/errors";
import { pusatWith } from "@/server/master/access";
import { ZPromoCreateInput, ZPromoUpdateInput } from "@/lib/schemas/setup";
import { createPromo } from "./create-promo";
import { updatePromo } from "./update-promo";

/** A date range filter value YYYY-MM-DD. */
function activeOn(value: string) {
  const v = value.trim();
  if (!isCalendarDate(v))
    throw AppError.badRequest("filter[active_on] harus tanggal YYYY-MM-DD", {
      parameter: "filter[active_on]",
    });
  const d = new Date(`${v}T00:00:00Z`);
  return { startDate: { lte: d }, endDate: { gte: d } };
}

export const productPromos = defineResource({
  type: "product-promos",
  model: "productPromo",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    name: attr("name", "string", { sortable: true }),
    description: attr("description"),
    start_date: attr("startDate", "date", { sortable: true }),
    end_date: attr("endDate", "date", { sortable: true }),
    min_quantity: attr("minQuantity", "number"),
    promo_price: attr("promoPrice", "money", { sortable: true }),
    discount_amount: attr("discountAmount", "money"),
    free_quantity: attr("freeQuantity", "number"),
    is_active: attr("isActive", "boolean", { sortable: true }),
    product_id: attr("productId"),
    free_product_id: attr("freeProductId"),
    ...softDeleteAttr(),
    ...timestamps(),
  },
  relationships: {
    product: { type: "products", kind: "one", foreignKey: "productId" },
    "free-product": { type: "products", kind: "one", foreignKey: "freeProductId" },
  },
  filters: {
    product_id: uuidFilter("productId", "product_id"),
    is_active: boolFilter("isActive", "is_active"),
    active_on: activeOn,
  },
  search: ["code", "name"],
  defaultSort: "-start_date",
  defaultInclude: ["product", "free-product"],
  softDelete: true,
  access: {
    read: "authenticated",
    create: pusatWith("product-promos.create"),
    update: pusatWith("product-promos.update"),
    delete: pusatWith("product-promos.delete"),
  },
  create: {
    schema: ZPromoCreateInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, input) => createPromo(db, ZPromoCreateInput.parse(input), actor),
  },
  update: {
    schema: ZPromoUpdateInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, id, input) =>
      updatePromo(db, { ...ZPromoUpdateInput.parse(input), id: String(id) }, actor),
  },
});

export const promoResources: ResourceDef[] = [productPromos];
