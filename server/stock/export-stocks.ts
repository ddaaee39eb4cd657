// The stock exports of SPEC §7 "Stock" (docs/stock.md "Exports"), streamed as they are read:
//   GET stocks/-actions/export-pdf               the stock list (filters of GET stocks) as PDF
//   GET stocks/-actions/export-excel             the same as XLSX
//   GET stocks/-actions/global-report-export     the global report (filters of global-report) as PDF
//   GET stocks/-actions/global-report-download   the global report as XLSX
// Permission: stocks.export, plus what the list / report itself needs (stocks.view,
// stock-global-reports.view). Office scope as the lists (scope.ts). Filters are validated before
// the first byte, so a bad filter is a JSON:API 400 and never a broken file.
import "server-only";
import {
  tableFileAction,
  tableFileResponse,
  type TableFormat,
} from "@/server/exports/table-file-action";
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { ActionDef } from "@/server/jsonapi/actions";
import type { Where } from "@/server/jsonapi/resource";
import type { TableExport } from "@/server/exports/stream";
import { jakartaDateString } from "@/lib/business-date";
import {
  globalReportBatches,
  reportFilterFrom,
  totalStockAvailable,
  type StockReportFilter,
  type StockReportRow,
} from "./report";
import { stocks } from "./resources";
import { scopedOfficeId, stockRowScope } from "./scope";

/** Rows read per database round trip. */
export const EXPORT_BATCH = 1000;

type StockListRow = {
  id: string;
  quantity: number;
  warehouse: { code: string; name: string };
  product: { code: string; name: string };
};

/** filter[...] of GET stocks, through the resource's own filter functions (400 on bad input). */
export function stockListWhere(url: URL, actor: Actor): Where {
  const and: Where[] = [];
  const filters = stocks.filters ?? {};
  for (const [key, value] of url.searchParams) {
    const m = /^filter\[([^\]]*)\]$/.exec(key);
    if (!m) continue;
    const name = m[1] ?? "";
    const fn = Object.hasOwn(filters, name) ? filters[name] : undefined;
    if (!fn) throw AppError.badRequest(`Filter tidak dikenal: ${name}`, { parameter: key });
    if (value.trim() !== "") and.push(fn(value, actor));
  }
  const scope = stockRowScope(actor);
  if (scope) and.push(scope);
  return and.length ? { AND: and } : {};
}

/** The stock list in keyset batches on the primary key (uuid v7). */
export async function* stockListBatches(
  db: DbClient,
  where: Where,
  size = EXPORT_BATCH,
): AsyncGenerator<StockListRow[]> {
  let after: string | null = null;
  for (;;) {
    const rows: StockListRow[] = await db.stock.findMany({
      where: after ? { AND: [where, { id: { gt: after } }] } : where,
      orderBy: { id: "asc" },
      take: size,
      select: {
        id: true,
        quantity: true,
        warehouse: { select: { code: true, name: true } },
        product: { select: { code: true, name: true } },
      },
    });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]?.id ?? null;
  }
}

function stockListExport(db: DbClient, where: Where): TableExport<StockListRow> {
  let total = 0;
  async function* counted() {
    for await (const batch of stockListBatches(db, where)) {
      for (const r of batch) total += r.quantity;
      yield batch;
    }
  }
  return {
    title: "Stok Barang",
    subtitle: [`Tanggal export: ${jakartaDateString()}`],
    columns: [
      { header: "Kode Gudang", width: 16, value: (r) => r.warehouse.code },
      { header: "Gudang", width: 28, value: (r) => r.warehouse.name },
      { header: "Kode Barang", width: 16, value: (r) => r.product.code },
      { header: "Nama Barang", width: 40, value: (r) => r.product.name },
      { header: "Jumlah", width: 12, value: (r) => r.quantity, numeric: true },
    ],
    batches: counted(),
    footer: async () => ["Total", "", "", "", total],
  };
}

/** Heading lines of a report file: the date and the filters by name (not by id). */
async function reportSubtitle(db: DbClient, f: StockReportFilter): Promise<string[]> {
  const [warehouse, category] = await Promise.all([
    f.warehouseId
      ? db.warehouse.findUnique({
          where: { id: f.warehouseId },
          select: { code: true, name: true },
        })
      : null,
    f.categoryId
      ? db.productCategory.findUnique({ where: { id: f.categoryId }, select: { name: true } })
      : null,
  ]);
  return [
    `Stok per tanggal: ${f.date ?? jakartaDateString()}`,
    warehouse ? `Gudang: ${warehouse.code} - ${warehouse.name}` : "Gudang: semua gudang utama",
    ...(category ? [`Kategori: ${category.name}`] : []),
  ];
}

export async function globalReportExport(
  db: DbClient,
  f: StockReportFilter,
): Promise<TableExport<StockReportRow>> {
  return {
    title: "Laporan Stok Global",
    subtitle: await reportSubtitle(db, f),
    columns: [
      { header: "Kode Barang", width: 16, value: (r) => r.productCode },
      { header: "Nama Barang", width: 40, value: (r) => r.productName },
      { header: "Jumlah", width: 12, value: (r) => r.quantity, numeric: true },
      { header: "Total Harga", width: 18, value: (r) => Number(r.totalPrice), numeric: true },
      { header: "Total Poin", width: 14, value: (r) => Number(r.totalPoint), numeric: true },
      { header: "Total Bonus", width: 18, value: (r) => Number(r.totalBonus), numeric: true },
    ],
    batches: globalReportBatches(db, f, EXPORT_BATCH),
    footer: async () => {
      const t = await totalStockAvailable(db, f);
      return [
        "Total",
        "",
        t.quantity,
        Number(t.totalPrice),
        Number(t.totalPoint),
        Number(t.totalBonus),
      ];
    },
  };
}

function requireAll(actor: Actor, ...permissions: string[]) {
  for (const p of permissions) if (!hasPermission(actor, p)) throw AppError.forbidden();
}

/** The global stock report as a file (GET stocks / stock-global-reports actions). */
function reportAction(type: string, name: string, format: TableFormat): ActionDef {
  return tableFileAction(type, name, format, async (ctx, actor) => {
    requireAll(actor, "stock-global-reports.view", "stocks.export");
    const f = reportFilterFrom(ctx.url, scopedOfficeId(actor));
    return tableFileResponse(await globalReportExport(ctx.db, f), format, "laporan-stok-global");
  });
}

function listAction(name: string, format: TableFormat): ActionDef {
  return tableFileAction("stocks", name, format, (ctx, actor) => {
    requireAll(actor, "stocks.view", "stocks.export");
    return tableFileResponse(
      stockListExport(ctx.db, stockListWhere(ctx.url, actor)),
      format,
      "stok-barang",
    );
  });
}

export const stockExportActions: ActionDef[] = [
  listAction("export-pdf", "pdf"),
  listAction("export-excel", "xlsx"),
  reportAction("stocks", "global-report-export", "pdf"),
  reportAction("stocks", "global-report-download", "xlsx"),
  // GET stock-global-reports (app/api/v1/stock-global-reports/route.ts) with its export/download.
  reportAction("stock-global-reports", "export", "pdf"),
  reportAction("stock-global-reports", "download", "xlsx"),
];
