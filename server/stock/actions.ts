// Custom actions of SPEC §7 "Stock":
//   GET stocks/-actions/total-stock-available   meta: total_price_stock_available,
//       total_point_stock_available, total_bonus_stock_available, total_quantity_stock_available
//   GET stocks/-actions/global-report           data: one stock-global-reports row per product;
//       meta: the same totals
//   POST stocks/-actions/tambah-stock             a stock adjustment (permission stocks.adjust):
//       {"data": {"type": "stocks", "attributes": {"warehouse_id", "product_id",
//       "quantity" (signed, not 0), "reason" (required), "business_date" (optional YYYY-MM-DD, not
//       in the future, in an open period)}}} -> the stocks row, meta.message
//   GET stocks/-actions/stockist-stock-summary   Stock-stockist figures (stockist-stock.ts)
// Filters (report actions): filter[warehouse_id], filter[category_id], filter[date] (YYYY-MM-DD, the stock
// at the end of that Jakarta day). An office other than Pusat sees only its own warehouses.
import { hasPermission } from "@/server/auth/actor";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { ADJUST_SUCCESS, ZAdjustStockInput } from "@/lib/schemas/stock";
import { adjustStock } from "./adjust-stock";
import { stocks } from "./resources";
import { AppError } from "@/server/errors";
import type { ActionDef } from "@/server/jsonapi/actions";
import { documentResponse } from "@/server/jsonapi/respond";
import type { HandlerContext } from "@/server/jsonapi/handle";
import { pageMeta } from "@/lib/pagination";
import { stockExportActions } from "./export-stocks";
import {
  globalReport,
  reportFilterFrom,
  reportPageFrom,
  totalStockAvailable,
  type StockReportTotals,
} from "./report";
import { scopedOfficeId } from "./scope";
import { stockistFilterFrom, stockistStockSummary } from "./stockist-stock";
import { requirePusatWith } from "@/server/master/access";
import { canReadPurchasePrice } from "@/server/products/read-rules";

function totalsMeta(t: StockReportTotals) {
  return {
    total_quantity_stock_available: t.quantity,
    total_price_stock_available: t.totalPrice,
    total_point_stock_available: t.totalPoint,
    total_bonus_stock_available: t.totalBonus,
  };
}

const totalAvailable: ActionDef = {
  type: "stocks",
  name: "total-stock-available",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  async run(ctx) {
    const actor = ctx.requireActor();
    if (!hasPermission(actor, "stocks.view")) throw AppError.forbidden();
    const filter = reportFilterFrom(ctx.url, scopedOfficeId(actor));
    const totals = await totalStockAvailable(ctx.db, filter);
    return documentResponse({ meta: totalsMeta(totals), jsonapi: { version: "1.0" } });
  },
};

/** One page of the global report as a JSON:API document (global-report, stock-global-reports). */
export async function globalReportResponse(ctx: HandlerContext): Promise<Response> {
  const actor = ctx.requireActor();
  if (!hasPermission(actor, "stock-global-reports.view")) throw AppError.forbidden();
  const filter = reportFilterFrom(ctx.url, scopedOfficeId(actor));
  const page = reportPageFrom(ctx.url);
  const { rows, total, totals } = await globalReport(ctx.db, filter, page);
  return documentResponse({
    data: rows.map((r) => ({
      type: "stock-global-reports",
      id: r.productId,
      attributes: {
        product_id: r.productId,
        product_code: r.productCode,
        product_name: r.productName,
        quantity: r.quantity,
        total_price: r.totalPrice,
        total_point: r.totalPoint,
        total_bonus: r.totalBonus,
      },
    })),
    meta: { ...totalsMeta(totals), page: pageMeta(page.number, page.size, total, rows.length) },
    jsonapi: { version: "1.0" },
  });
}

const report: ActionDef = {
  type: "stocks",
  name: "global-report",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  run: globalReportResponse,
};

export { ADJUST_SUCCESS };

const tambahStock: ActionDef = {
  type: "stocks",
  name: "tambah-stock",
  scope: "collection",
  methods: ["POST"],
  auth: "required",
  body: "jsonapi",
  async run(ctx) {
    const actor = ctx.requireActor();
    if (!hasPermission(actor, "stocks.adjust")) throw AppError.forbidden();
    const input = validateInput(stocks, ZAdjustStockInput, inputFromDocument(stocks, ctx.body));
    const posted = await ctx.db.$transaction((tx) =>
      adjustStock(
        tx,
        {
          warehouseId: input.warehouse_id,
          productId: input.product_id,
          quantity: input.quantity,
          reason: input.reason,
          businessDate: input.business_date ?? null,
        },
        actor,
      ),
    );
    const engine = ctx.engine;
    const url = new URL(`/api/v1/stocks/${posted.stockId}`, ctx.url);
    const doc = await engine.read({ db: ctx.db, actor, url }, "stocks", posted.stockId);
    return documentResponse(
      { ...doc, meta: { message: ADJUST_SUCCESS, stock_trx_id: posted.id } },
      201,
    );
  },
};

const stockistSummary: ActionDef = {
  type: "stocks",
  name: "stockist-stock-summary",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  async run(ctx) {
    const actor = ctx.requireActor();
    requirePusatWith(actor, "stocks.view");
    const s = await stockistStockSummary(ctx.db, stockistFilterFrom(ctx.url));
    return documentResponse({
      meta: {
        offices_with_stock: s.officesWithStock,
        total_quantity: s.quantity,
        total_point: s.totalPoint,
        total_bonus: s.totalBonus,
        ...(canReadPurchasePrice(actor) ? { total_value: s.totalValue } : {}),
      },
      jsonapi: { version: "1.0" },
    });
  },
};

export const stockActions: ActionDef[] = [
  totalAvailable,
  report,
  tambahStock,
  stockistSummary,
  ...stockExportActions,
];
