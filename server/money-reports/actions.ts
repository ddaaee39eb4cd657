// The money reports over HTTP (docs/money.md "Reports"):
//   GET money-reports?filter[report]=...                one page of rows + meta.totals
//   GET money-reports/-actions/export-excel             every row as XLSX (streamed)
//   GET money-reports/-actions/export-pdf               every row as PDF (streamed)
//   GET offices/-actions/getOfficesRevenue              the revenue report (omzet per office)
//   GET offices/{id}/-actions/get-order-payment-report       the office's orders and what is paid
//   GET offices/{id}/-actions/get-order-payment-report-meta  only its totals
//   GET offices/{id}/-actions/get-order-payment-history      the office's payments
// Permission payments.view (403); a branch reads only its own office (404 for another one).
// Filters are checked before the first byte, so a bad filter is a JSON:API 400, never a broken file.
import "server-only";
import {
  tableFileAction,
  tableFileResponse,
  type TableFormat,
} from "@/server/exports/table-file-action";
import type { Actor } from "@/server/auth/actor";
import type { ActionDef } from "@/server/jsonapi/actions";
import type { HandlerContext } from "@/server/jsonapi/handle";
import { documentResponse } from "@/server/jsonapi/respond";
import type { TableExport } from "@/server/exports/stream";
import { reportPageFrom } from "@/server/stock/report";
import { pageMeta } from "@/lib/pagination";
import { jakartaDateString } from "@/lib/business-date";
import { MONEY_REPORTS, type MoneyReportKey } from "@/lib/money-reports";
import { moneyReportFilterFrom, requireMoneyReportAccess, type MoneyReportFilter } from "./filter";
import { moneyReportBatches, moneyReportPage, moneyReportTotals, type MoneyRow } from "./reports";

export const MONEY_REPORT_ROW_TYPE = "money-report-rows";

/** Code and name of an office the report names (the payer filter, the receiving office). */
async function officeNamed(ctx: HandlerContext, id: string | null) {
  return id
    ? ctx.db.office.findUnique({ where: { id }, select: { code: true, name: true } })
    : null;
}

function filterMeta(f: MoneyReportFilter, receiver: { code: string; name: string } | null) {
  return {
    report: f.report,
    title: MONEY_REPORTS[f.report].title,
    date_from: f.from,
    date_to: f.to,
    office_id: f.officeId,
    receiver_office_id: f.receiverOfficeId,
    receiver_office_code: receiver?.code ?? null,
    receiver_office_name: receiver?.name ?? null,
    office_category_id: f.officeCategoryId,
    period_id: f.periodId,
    status: f.status,
  };
}

async function reportDocument(ctx: HandlerContext, f: MoneyReportFilter): Promise<Response> {
  const page = reportPageFrom(ctx.url);
  const [{ rows, total, totals }, receiver] = await Promise.all([
    moneyReportPage(ctx.db, f, { limit: page.size, offset: (page.number - 1) * page.size }),
    officeNamed(ctx, f.receiverOfficeId),
  ]);
  return documentResponse({
    jsonapi: { version: "1.0" },
    data: rows.map(({ id, ...attributes }) => ({
      type: MONEY_REPORT_ROW_TYPE,
      id: `${f.report}:${id}`,
      attributes,
    })),
    meta: {
      ...filterMeta(f, receiver),
      totals,
      page: pageMeta(page.number, page.size, total, rows.length),
    },
  });
}

/** GET money-reports (app/api/v1/money-reports/route.ts). */
export async function moneyReportResponse(ctx: HandlerContext): Promise<Response> {
  const actor = ctx.requireActor();
  requireMoneyReportAccess(actor);
  return reportDocument(ctx, await moneyReportFilterFrom(ctx.db, ctx.url, actor));
}

async function subtitle(ctx: HandlerContext, f: MoneyReportFilter): Promise<string[]> {
  const [office, receiver] = await Promise.all([
    officeNamed(ctx, f.officeId),
    officeNamed(ctx, f.receiverOfficeId),
  ]);
  const payer = MONEY_REPORTS[f.report].byReceiver ? "Kantor pembayar" : "Kantor";
  return [
    `Periode: ${f.from} s.d. ${f.to}`,
    ...(receiver ? [`Diterima oleh: ${receiver.code} - ${receiver.name}`] : []),
    office ? `${payer}: ${office.code} - ${office.name}` : `${payer}: semua kantor`,
    `Tanggal export: ${jakartaDateString()}`,
  ];
}

export async function moneyReportExport(
  ctx: HandlerContext,
  f: MoneyReportFilter,
): Promise<TableExport<MoneyRow>> {
  const def = MONEY_REPORTS[f.report];
  return {
    title: def.title,
    subtitle: await subtitle(ctx, f),
    columns: def.columns.map((c) => ({
      header: c.header,
      width: c.width,
      numeric: c.kind === "money" || c.kind === "number",
      value: (r: MoneyRow) => r[c.key] ?? "",
    })),
    batches: moneyReportBatches(ctx.db, f),
    footer: async () => {
      // The totals (SQL, after the rows) under the columns they sum; the others after the label.
      const totals = await moneyReportTotals(ctx.db, f);
      const cells: (string | number)[] = def.columns.map(() => "");
      const rest: string[] = [];
      for (const t of def.totals) {
        const i = t.column ? def.columns.findIndex((c) => c.key === t.column) : -1;
        if (i > 0) cells[i] = totals[t.key] ?? 0;
        else rest.push(`${t.label}: ${new Intl.NumberFormat("id-ID").format(totals[t.key] ?? 0)}`);
      }
      cells[0] = rest.length ? `Total (${rest.join("; ")})` : "Total";
      return cells;
    },
  };
}

function exportAction(name: string, format: TableFormat): ActionDef {
  return tableFileAction("money-reports", name, format, async (ctx, actor) => {
    requireMoneyReportAccess(actor);
    const f = await moneyReportFilterFrom(ctx.db, ctx.url, actor);
    return tableFileResponse(await moneyReportExport(ctx, f), format, MONEY_REPORTS[f.report].file);
  });
}

/** An office action that is one report with its office (member actions) or report fixed. */
function officeReport(
  name: string,
  scope: "collection" | "member",
  report: MoneyReportKey,
  metaOnly = false,
): ActionDef {
  return {
    type: "offices",
    name,
    scope,
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      const actor: Actor = ctx.requireActor();
      requireMoneyReportAccess(actor);
      const f = await moneyReportFilterFrom(ctx.db, ctx.url, actor, {
        report,
        ...(scope === "member" ? { officeId: ctx.id ?? "" } : {}),
      });
      if (!metaOnly) return reportDocument(ctx, f);
      return documentResponse({
        jsonapi: { version: "1.0" },
        meta: {
          ...filterMeta(f, await officeNamed(ctx, f.receiverOfficeId)),
          totals: await moneyReportTotals(ctx.db, f),
        },
      });
    },
  };
}

export const moneyReportActions: ActionDef[] = [
  exportAction("export-excel", "xlsx"),
  exportAction("export-pdf", "pdf"),
  officeReport("getOfficesRevenue", "collection", "revenue"),
  officeReport("get-order-payment-report", "member", "order-payments"),
  officeReport("get-order-payment-report-meta", "member", "order-payments", true),
  officeReport("get-order-payment-history", "member", "data"),
];
