// Custom actions on products (SPEC §7 "Products"), all CSV downloads (not JSON:API documents;
// errors still are):
//   GET products/-actions/exportProduct   the (filtered) product list with current prices
//   GET products/-actions/export-sales    sold quantities/amounts per product in a date range
//   GET products/-actions/downloadProduct the price list (per area and buyer type)
import type { ActionDef } from "@/server/jsonapi/actions";
import type { HandlerContext } from "@/server/jsonapi/handle";
import { datedCsvName, fileResponse } from "@/server/jsonapi/respond";
import { downloadProductPriceList, exportProducts, exportSales } from "./export-products";

const param = (ctx: HandlerContext, name: string) => ctx.url.searchParams.get(`filter[${name}]`);

function csvAction(
  name: string,
  file: string,
  run: (ctx: HandlerContext) => Promise<string>,
): ActionDef {
  return {
    type: "products",
    name,
    scope: "collection",
    methods: ["GET"],
    auth: "required",
    produces: "text/csv",
    async run(ctx) {
      return fileResponse(await run(ctx), { type: "text/csv", filename: datedCsvName(file) });
    },
  };
}

export const productActions: ActionDef[] = [
  csvAction("exportProduct", "barang", (ctx) =>
    exportProducts(
      ctx.db,
      {
        search: param(ctx, "search"),
        productCategoryId: param(ctx, "product_category_id"),
        isActive: param(ctx, "is_active"),
      },
      ctx.requireActor(),
    ),
  ),
  csvAction("export-sales", "penjualan-barang", (ctx) =>
    exportSales(
      ctx.db,
      {
        startDate: param(ctx, "start_date"),
        endDate: param(ctx, "end_date"),
        orderType: param(ctx, "order_type"),
        search: param(ctx, "search"),
      },
      ctx.requireActor(),
    ),
  ),
  csvAction("downloadProduct", "daftar-harga-barang", (ctx) =>
    downloadProductPriceList(
      ctx.db,
      {
        search: param(ctx, "search"),
        productCategoryId: param(ctx, "product_category_id"),
        isActive: param(ctx, "is_active"),
        areaId: param(ctx, "area_id"),
      },
      ctx.requireActor(),
    ),
  ),
];
