// Custom actions of SPEC §7 "Stock":
//   GET stocks/-actions/total-stock-available   meta: total_price_stock_available,
//       total_point_stock_available, total_bonus_stock_available, total_quantity_stock_available
//   GET stocks/-actions/global-report           data: one stock-global-reports row per product;
//       meta: the same totals
//   POST stocks/-actions/tambah-stock             a stock adjustment (permission stocks.adjust):
//       {"data": {"type": "stocks", "attributes": {"warehouse_id", "product_id",
//       "quantity" (signed, not 0), "reason" (required)}}} -> the stocks row, meta.message
// Filters (report actions): filter[warehouse_id], filter[category_id], filter[date] (YYYY-MM-DD, the stock
// at the end of that Jakarta day). An office other than Pusat sees only its own warehouses.
import { z } from "zod";
import { hasPermission } from "@/server/auth/actor";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { UUID_RE } from "@/lib/schemas/master";
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

export const ADJUST_SUCCESS = "Stok berhasil disesuaikan";

const ZAdjust = z
  .object({
    warehouse_id: z.string().regex(UUID_RE, "Gudang tidak valid"),
    product_id: z.string().regex(UUID_RE, "Produk tidak valid"),
    quantity: z
      .number({ message: "Jumlah harus berupa angka" })
      .int("Jumlah harus bilangan bulat")
      .min(-1_000_000, "Jumlah terlalu besar")
      .max(1_000_000, "Jumlah terlalu besar")
      .refine((n) => n !== 0, "Jumlah tidak boleh 0"),
    reason: z
      .string({ message: "Alasan wajib diisi" })
      .trim()
      .min(1, "Alasan wajib diisi")
      .max(1000),
  })
  .strict();

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
    const input = validateInput(stocks, ZAdjust, inputFromDocument(stocks, ctx.body));
    const posted = await ctx.db.$transaction((tx) =>
      adjustStock(
        tx,
        {
          warehouseId: input.warehouse_id,
          productId: input.product_id,
          quantity: input.quantity,
          reason: input.reason,
        },
        actor,
      ),
    );
    const engine = (await import("@/server/api/registry")).engine;
    const url = new URL(`/api/v1/stocks/${posted.stockId}`, ctx.url);
    const doc = await engine.read({ db: ctx.db, actor, url }, "stocks", posted.stockId);
    return documentResponse(
      { ...doc, meta: { message: ADJUST_SUCCESS, stock_trx_id: posted.id } },
      201,
    );
  },
};

export const stockActions: ActionDef[] = [
  totalAvailable,
  report,
  tambahStock,
  ...stockExportActions,
];
