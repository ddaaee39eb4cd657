// Sales reports and order files (SPEC §2 Penjualan laporan, §7 orders actions; docs/orders.md
// "Reports and exports"):
//   GET orders/-actions/dailyReport          XLSX: the orders of one day (date, office, kind)
//   GET orders/-actions/exportDbf            dBase III: the orders and their lines of a date range
//   GET orders/-actions/report-download|report-export|report-csv   XLSX|PDF|CSV: the sales
//       report's orders (with Poin and Nilai Bonus when every kind asked counts points)
//   GET order-daily-reports                  per-day totals (paged JSON:API, computed rows)
//   GET order-daily-reports/-actions/download|export    XLSX|PDF of the same
//   GET order-product-reports                quantity and value sold per product (paged)
//   GET order-product-reports/-actions/download|export  XLSX|PDF of the same
// Reading needs orders.view; a file needs orders.daily-report (the DBF: orders.export). Scope as
// GET orders: an office counts only orders where it is origin or destination, Pusat all; naming
// another office is a 404. Filters are checked before the first byte of a file (400 as JSON:API).
import "server-only";
import {
  tableFileAction,
  tableFileResponse,
  type TableFormat,
} from "@/server/exports/table-file-action";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { DBFFile, type FieldDescriptor } from "dbffile";
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { ActionDef } from "@/server/jsonapi/actions";
import type { HandlerContext } from "@/server/jsonapi/handle";
import { documentResponse, FILE_TYPES, fileResponse } from "@/server/jsonapi/respond";
import { neutraliseFormula } from "@/server/exports/cell";
import { xlsxStream, type TableExport } from "@/server/exports/stream";
import { reportPageFrom } from "@/server/stock/report";
import { isCalendarDate, jakartaDateString } from "@/lib/business-date";
import { pageMeta } from "@/lib/pagination";
import { ORDER_KIND_LABEL, ORDER_STATUS_LABEL } from "@/lib/schemas/orders";
import { ORDER_KIND_CONFIG } from "./kinds";
import {
  dailyReport,
  dailyReportBatches,
  linesOf,
  orderReportFilterFrom,
  orderSums,
  paidByMethod,
  pointSums,
  productReport,
  productReportBatches,
  productTotals,
  queryValue,
  reportOrderBatches,
  type DailyRow,
  type MethodSum,
  type OrderReportFilter,
  type OrderSums,
  type ProductRow,
  type ReportOrder,
} from "./reports";

const n = (v: bigint) => Number(v);
const ID_NUMBER = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

function requireAll(actor: Actor, ...permissions: string[]) {
  for (const p of permissions) if (!hasPermission(actor, p)) throw AppError.forbidden();
}

function sumsMeta(t: OrderSums) {
  return {
    order_count: t.orderCount,
    total_price: t.totalPrice,
    discount: t.discount,
    shipping_cost: t.shippingCost,
    final_price: t.finalPrice,
    paid_amount: t.paidAmount,
  };
}

function methodsMeta(methods: MethodSum[]) {
  return methods.map((m) => ({ code: m.code, name: m.name, amount: m.amount }));
}

/** meta.filter: the range the report really covers (the default month when none was asked). */
function filterMeta(f: OrderReportFilter) {
  return {
    order_date_from: f.dateFrom,
    order_date_to: f.dateTo,
    period_id: f.periodId,
    office: f.officeId,
    origin_office_id: f.sellerId,
    kind: f.kinds?.join(",") ?? null,
    // The states the figures count (the default: validated and released only).
    status: f.statuses.join(","),
  };
}

/** Heading lines of a report file: the filters by name. */
async function subtitle(db: DbClient, f: OrderReportFilter): Promise<string[]> {
  // A branch's report is its own office's even when it names none.
  const officeId = f.officeId ?? f.scopeOfficeId;
  const named = (id: string | null) =>
    id ? db.office.findUnique({ where: { id }, select: { code: true, name: true } }) : null;
  const [office, seller, period] = await Promise.all([
    named(officeId),
    named(f.sellerId),
    f.periodId ? db.period.findUnique({ where: { id: f.periodId }, select: { name: true } }) : null,
  ]);
  const range =
    f.dateFrom && f.dateTo && f.dateFrom === f.dateTo
      ? `Tanggal: ${f.dateFrom}`
      : `Tanggal: ${f.dateFrom ?? "awal"} s/d ${f.dateTo ?? "sekarang"}`;
  return [
    ...(f.dateFrom || f.dateTo ? [range] : []),
    ...(period ? [`Periode: ${period.name}`] : []),
    office ? `Kantor: ${office.code} - ${office.name}` : "Kantor: semua kantor",
    ...(seller ? [`Penjual: ${seller.code} - ${seller.name}`] : []),
    `Jenis: ${f.kinds ? f.kinds.map((k) => ORDER_KIND_LABEL[k]).join(", ") : "semua jenis"}`,
    `Status: ${f.statuses.map((s) => ORDER_STATUS_LABEL[s]).join(", ")}`,
    `Tanggal export: ${jakartaDateString()}`,
  ];
}

/**
 * The report's files carry the points (Poin, Nilai Bonus) when every kind asked for is one whose
 * orders count for a member's points (a member period kind: cash bill, PBS, point addition,
 * member sale): the Bonus data pages (docs/cash-bills.md). Penjualan's report of every kind keeps
 * its money columns only.
 */
export function reportHasPoints(f: Pick<OrderReportFilter, "kinds">): boolean {
  return (
    f.kinds !== null &&
    f.kinds.length > 0 &&
    f.kinds.every((k) => ORDER_KIND_CONFIG[k].memberPeriod)
  );
}

function ordersExport(
  db: DbClient,
  f: OrderReportFilter,
  title: string,
  lines: string[],
): TableExport<ReportOrder> {
  const points = reportHasPoints(f);
  return {
    title,
    subtitle: lines,
    columns: [
      { header: "Kode", width: 22, value: (r) => r.code },
      { header: "Tanggal", width: 12, value: (r) => r.orderDate },
      { header: "Jenis", width: 20, value: (r) => r.kindLabel },
      { header: "Status", width: 18, value: (r) => r.statusLabel },
      { header: "Penjual", width: 14, value: (r) => r.originCode },
      { header: "Kode Pembeli", width: 14, value: (r) => r.destinationCode },
      { header: "Nama Pembeli", width: 28, value: (r) => r.destinationName },
      { header: "Total Harga", width: 16, value: (r) => n(r.totalPrice), numeric: true },
      { header: "Diskon", width: 14, value: (r) => n(r.discount), numeric: true },
      { header: "Ongkos Kirim", width: 14, value: (r) => n(r.shippingCost), numeric: true },
      { header: "Total Akhir", width: 16, value: (r) => n(r.finalPrice), numeric: true },
      { header: "Dibayar", width: 16, value: (r) => n(r.paidAmount), numeric: true },
      ...(points
        ? [
            {
              header: "Poin",
              width: 10,
              value: (r: ReportOrder) => n(r.totalPoint),
              numeric: true,
            },
            {
              header: "Nilai Bonus",
              width: 14,
              value: (r: ReportOrder) => n(r.totalBonus),
              numeric: true,
            },
          ]
        : []),
    ],
    batches: reportOrderBatches(db, f),
    footer: async () => {
      const [t, p] = await Promise.all([orderSums(db, f), points ? pointSums(db, f) : null]);
      return [
        `Total (${t.orderCount} order)`,
        "",
        "",
        "",
        "",
        "",
        "",
        n(t.totalPrice),
        n(t.discount),
        n(t.shippingCost),
        n(t.finalPrice),
        n(t.paidAmount),
        ...(p ? [n(p.totalPoint), n(p.totalBonus)] : []),
      ];
    },
  };
}

/** A report file of orders: readable with orders.view and orders.daily-report. */
function fileAction(
  type: string,
  name: string,
  format: TableFormat,
  run: (ctx: HandlerContext, actor: Actor) => Promise<Response>,
): ActionDef {
  return tableFileAction(type, name, format, (ctx, actor) => {
    requireAll(actor, "orders.view", "orders.daily-report");
    return run(ctx, actor);
  });
}

/** GET orders/-actions/dailyReport?date=&office=&kind= (or filter[...]): the day's orders. */
const dailyReportFile = fileAction("orders", "dailyReport", "xlsx", async (ctx, actor) => {
  const { value: date, parameter } = queryValue(ctx.url, "date");
  const day = date ?? jakartaDateString();
  const url = new URL(ctx.url);
  // The day is the report's range; date/office/kind may come plain or as filter[...].
  for (const k of ["order_date_from", "order_date_to", "date"]) {
    url.searchParams.delete(k);
    url.searchParams.delete(`filter[${k}]`);
  }
  if (!isCalendarDate(day))
    throw AppError.badRequest(`${parameter} harus tanggal YYYY-MM-DD`, { parameter });
  url.searchParams.set("filter[order_date_from]", day);
  url.searchParams.set("filter[order_date_to]", day);
  const f = await orderReportFilterFrom(ctx.db, url, actor, { bounded: true });
  const [lines, methods] = await Promise.all([subtitle(ctx.db, f), paidByMethod(ctx.db, f)]);
  const paid = methods.length
    ? [
        `Dibayar per metode: ${methods.map((m) => `${m.name} ${ID_NUMBER.format(m.amount)}`).join(", ")}`,
      ]
    : [];
  const spec = ordersExport(ctx.db, f, "Laporan Harian Penjualan", [...lines, ...paid]);
  return fileResponse(xlsxStream(spec), {
    type: FILE_TYPES.xlsx,
    filename: `laporan-harian-penjualan-${day}.xlsx`,
  });
});

function reportOrdersAction(name: string, format: TableFormat): ActionDef {
  return fileAction("orders", name, format, async (ctx, actor) => {
    const f = await orderReportFilterFrom(ctx.db, ctx.url, actor, { bounded: false });
    const spec = ordersExport(ctx.db, f, "Laporan Penjualan", await subtitle(ctx.db, f));
    return tableFileResponse(spec, format, "laporan-penjualan");
  });
}

// ---- per day -------------------------------------------------------------------------------

export async function orderDailyReportResponse(ctx: HandlerContext): Promise<Response> {
  const actor = ctx.requireActor();
  requireAll(actor, "orders.view");
  const f = await orderReportFilterFrom(ctx.db, ctx.url, actor, { bounded: true });
  const page = reportPageFrom(ctx.url);
  const { rows, total, totals, methods } = await dailyReport(ctx.db, f, page);
  return documentResponse({
    jsonapi: { version: "1.0" },
    data: rows.map((r) => ({
      type: "order-daily-reports",
      id: r.day,
      attributes: {
        order_date: r.day,
        ...sumsMeta(r),
        paid_by_method: Object.fromEntries(
          Object.entries(r.byMethod).map(([code, amount]) => [code, amount]),
        ),
      },
    })),
    meta: {
      totals: sumsMeta(totals),
      payment_methods: methodsMeta(methods),
      filter: filterMeta(f),
      page: pageMeta(page.number, page.size, total, rows.length),
    },
  });
}

async function dailyExport(db: DbClient, f: OrderReportFilter): Promise<TableExport<DailyRow>> {
  const [lines, methods, totals] = await Promise.all([
    subtitle(db, f),
    paidByMethod(db, f),
    orderSums(db, f),
  ]);
  return {
    title: "Laporan Harian",
    subtitle: lines,
    columns: [
      { header: "Tanggal", width: 12, value: (r) => r.day },
      { header: "Jumlah Order", width: 12, value: (r) => r.orderCount, numeric: true },
      { header: "Total Harga", width: 16, value: (r) => n(r.totalPrice), numeric: true },
      { header: "Diskon", width: 14, value: (r) => n(r.discount), numeric: true },
      { header: "Ongkos Kirim", width: 14, value: (r) => n(r.shippingCost), numeric: true },
      { header: "Total Akhir", width: 16, value: (r) => n(r.finalPrice), numeric: true },
      { header: "Dibayar", width: 16, value: (r) => n(r.paidAmount), numeric: true },
      ...methods.map((m) => ({
        header: m.name,
        width: 14,
        value: (r: DailyRow) => n(r.byMethod[m.code] ?? 0n),
        numeric: true,
      })),
    ],
    batches: dailyReportBatches(db, f),
    footer: async () => [
      "Total",
      totals.orderCount,
      n(totals.totalPrice),
      n(totals.discount),
      n(totals.shippingCost),
      n(totals.finalPrice),
      n(totals.paidAmount),
      ...methods.map((m) => n(m.amount)),
    ],
  };
}

function dailyFileAction(name: string, format: TableFormat): ActionDef {
  return fileAction("order-daily-reports", name, format, async (ctx, actor) => {
    const f = await orderReportFilterFrom(ctx.db, ctx.url, actor, { bounded: true });
    return tableFileResponse(await dailyExport(ctx.db, f), format, "laporan-harian");
  });
}

// ---- per product -----------------------------------------------------------------------------

export async function orderProductReportResponse(ctx: HandlerContext): Promise<Response> {
  const actor = ctx.requireActor();
  requireAll(actor, "orders.view");
  const f = await orderReportFilterFrom(ctx.db, ctx.url, actor, { bounded: true });
  const page = reportPageFrom(ctx.url);
  const { rows, totals } = await productReport(ctx.db, f, page);
  return documentResponse({
    jsonapi: { version: "1.0" },
    data: rows.map((r) => ({
      type: "order-product-reports",
      id: r.productId,
      attributes: {
        product_id: r.productId,
        product_code: r.productCode,
        product_name: r.productName,
        quantity: r.quantity,
        total_price: r.totalPrice,
        order_count: r.orderCount,
      },
    })),
    meta: {
      totals: {
        product_count: totals.productCount,
        quantity: totals.quantity,
        total_price: totals.totalPrice,
      },
      filter: filterMeta(f),
      page: pageMeta(page.number, page.size, totals.productCount, rows.length),
    },
  });
}

async function productExport(db: DbClient, f: OrderReportFilter): Promise<TableExport<ProductRow>> {
  return {
    title: "Laporan Jumlah Barang",
    subtitle: await subtitle(db, f),
    columns: [
      { header: "Kode Barang", width: 16, value: (r) => r.productCode },
      { header: "Nama Barang", width: 40, value: (r) => r.productName },
      { header: "Jumlah Terjual", width: 14, value: (r) => r.quantity, numeric: true },
      { header: "Nilai", width: 18, value: (r) => n(r.totalPrice), numeric: true },
      { header: "Jumlah Order", width: 12, value: (r) => r.orderCount, numeric: true },
    ],
    batches: productReportBatches(db, f),
    footer: async () => {
      const t = await productTotals(db, f);
      return ["Total", `${t.productCount} barang`, t.quantity, n(t.totalPrice), ""];
    },
  };
}

function productFileAction(name: string, format: TableFormat): ActionDef {
  return fileAction("order-product-reports", name, format, async (ctx, actor) => {
    const f = await orderReportFilterFrom(ctx.db, ctx.url, actor, { bounded: true });
    return tableFileResponse(await productExport(ctx.db, f), format, "laporan-jumlah-barang");
  });
}

// ---- DBF -------------------------------------------------------------------------------------

/** dBase III columns (names at most 10 characters): one record per order line. */
export const DBF_FIELDS: FieldDescriptor[] = [
  { name: "KODE", type: "C", size: 30 },
  { name: "TANGGAL", type: "D", size: 8 },
  { name: "JENIS", type: "C", size: 12 },
  { name: "STATUS", type: "C", size: 20 },
  { name: "PENJUAL", type: "C", size: 20 },
  { name: "PEMBELI", type: "C", size: 20 },
  { name: "NM_PEMBELI", type: "C", size: 100 },
  { name: "KD_BARANG", type: "C", size: 30 },
  { name: "NM_BARANG", type: "C", size: 100 },
  { name: "QTY", type: "N", size: 10, decimalPlaces: 0 },
  { name: "HARGA", type: "N", size: 15, decimalPlaces: 0 },
  { name: "JML_HARGA", type: "N", size: 15, decimalPlaces: 0 },
  { name: "TOT_HARGA", type: "N", size: 15, decimalPlaces: 0 },
  { name: "DISKON", type: "N", size: 15, decimalPlaces: 0 },
  { name: "ONGKIR", type: "N", size: 15, decimalPlaces: 0 },
  { name: "TOT_AKHIR", type: "N", size: 15, decimalPlaces: 0 },
  { name: "DIBAYAR", type: "N", size: 15, decimalPlaces: 0 },
];

/** A DBF text field: formula-neutralised like every exported text cell, then cut to its size. */
const clip = (text: string, size: number) => {
  const s = neutraliseFormula(text);
  return s.length > size ? s.slice(0, size) : s;
};

/**
 * Writes the DBF to a private temporary directory in batches (memory holds one batch of orders
 * and their lines), then streams the file and removes it when the response ends or is cancelled.
 * dBase keeps the record count in its header, so the file is complete before the first byte.
 */
async function writeDbf(db: DbClient, f: OrderReportFilter): Promise<ReadableStream<Uint8Array>> {
  const dir = await mkdtemp(path.join(tmpdir(), "orders-dbf-"));
  const file = path.join(dir, "orders.dbf");
  try {
    const dbf = await DBFFile.create(file, DBF_FIELDS, { fileVersion: 0x03 });
    for await (const batch of reportOrderBatches(db, f, 500)) {
      const lines = await linesOf(
        db,
        batch.map((o) => o.id),
      );
      const byOrder = new Map<string, typeof lines>();
      for (const l of lines) {
        const list = byOrder.get(l.orderId) ?? [];
        list.push(l);
        byOrder.set(l.orderId, list);
      }
      const records: Record<string, string | number | Date>[] = [];
      for (const o of batch) {
        const head = {
          KODE: clip(o.code, 30),
          TANGGAL: new Date(`${o.orderDate}T00:00:00Z`),
          JENIS: clip(o.kind, 12),
          STATUS: clip(o.status, 20),
          PENJUAL: clip(o.originCode, 20),
          PEMBELI: clip(o.destinationCode, 20),
          NM_PEMBELI: clip(o.destinationName, 100),
          TOT_HARGA: n(o.totalPrice),
          DISKON: n(o.discount),
          ONGKIR: n(o.shippingCost),
          TOT_AKHIR: n(o.finalPrice),
          DIBAYAR: n(o.paidAmount),
        };
        // An order without lines still gets one record (its totals).
        const its = byOrder.get(o.id) ?? [null];
        for (const l of its)
          records.push({
            ...head,
            KD_BARANG: clip(l?.productCode ?? "", 30),
            NM_BARANG: clip(l?.productName ?? "", 100),
            QTY: l?.quantity ?? 0,
            HARGA: l ? n(l.unitPrice) : 0,
            JML_HARGA: l ? n(l.totalPrice) : 0,
          });
      }
      await dbf.appendRecords(records);
    }
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
  const stream = createReadStream(file);
  const cleanup = () => void rm(dir, { recursive: true, force: true });
  stream.once("close", cleanup);
  return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
}

/** GET orders/-actions/exportDbf?filter[order_date_from]=&filter[order_date_to]= (+ office, kind, status). */
const exportDbf: ActionDef = {
  type: "orders",
  name: "exportDbf",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  produces: FILE_TYPES.dbf,
  async run(ctx) {
    const actor = ctx.requireActor();
    requireAll(actor, "orders.view", "orders.export");
    const f = await orderReportFilterFrom(ctx.db, ctx.url, actor, { bounded: true });
    const body = await writeDbf(ctx.db, f);
    return fileResponse(body, {
      type: FILE_TYPES.dbf,
      filename: `orders-${f.dateFrom ?? "awal"}-${f.dateTo ?? jakartaDateString()}.dbf`,
    });
  },
};

export const orderReportActions: ActionDef[] = [
  dailyReportFile,
  exportDbf,
  reportOrdersAction("report-download", "xlsx"),
  reportOrdersAction("report-export", "pdf"),
  reportOrdersAction("report-csv", "csv"),
  dailyFileAction("download", "xlsx"),
  dailyFileAction("export", "pdf"),
  productFileAction("download", "xlsx"),
  productFileAction("export", "pdf"),
];
