"use client";

// /penjualan/laporan/harian (SPEC §2 Penjualan): per-day sales totals from GET
// order-daily-reports (SQL GROUP BY order date; newest day first), with what was paid per payment
// method (a column per method the range has), the totals of the range, the table as XLSX/PDF, and
// per day the day's orders as the dailyReport workbook.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { ExcelPdfButtons, ExportButton } from "@/components/exports/export-button";
import { useSessionUser } from "@/components/shell/session-provider";
import { formatNumber, formatRupiah } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import { Figure } from "@/components/widgets/detail-parts";
import { ReportFilters, useReportFilters } from "./report-filters";
import { REPORT_MESSAGES } from "./sales-report-screen";

interface DailyAttributes {
  order_date: string;
  order_count: number;
  total_price: number;
  discount: number;
  shipping_cost: number;
  final_price: number;
  paid_amount: number;
  paid_by_method: Record<string, number>;
}
type Row = DailyAttributes & { id: string };

interface Method {
  code: string;
  name: string;
  amount: number;
}

interface Meta {
  totals: Omit<DailyAttributes, "order_date" | "paid_by_method">;
  methods: Method[];
}

function metaOf(result: ListResult<DailyAttributes>): Meta {
  const m = result.meta ?? {};
  const t = (m.totals ?? {}) as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === "number" ? v : 0);
  const methods = Array.isArray(m.payment_methods) ? (m.payment_methods as Method[]) : [];
  return {
    totals: {
      order_count: n(t.order_count),
      total_price: n(t.total_price),
      discount: n(t.discount),
      shipping_cost: n(t.shipping_cost),
      final_price: n(t.final_price),
      paid_amount: n(t.paid_amount),
    },
    methods,
  };
}

export function DailyReportScreen() {
  const user = useSessionUser();
  const { values, set, filters, query } = useReportFilters();
  const [meta, setMeta] = React.useState<Meta | null>(null);
  const mayDownload = can(user, "orders.daily-report");
  const methods = meta?.methods;

  // The day's file keeps the seller, office, kind and states of the screen (dailyReport's date,
  // office, kind, status, origin_office_id).
  const dayQuery = React.useCallback(
    (day: string) => {
      const p = new URLSearchParams({ date: day });
      if (filters.office) p.set("office", filters.office);
      if (filters.kind) p.set("kind", filters.kind);
      if (filters.origin_office_id) p.set("origin_office_id", filters.origin_office_id);
      p.set("status", filters.status);
      return p.toString();
    },
    [filters.office, filters.kind, filters.origin_office_id, filters.status],
  );

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      { id: "order_date", header: "Tanggal", cell: ({ row }) => row.original.order_date },
      {
        id: "order_count",
        header: "Jumlah Order",
        cell: ({ row }) => formatNumber(row.original.order_count),
      },
      {
        id: "total_price",
        header: "Total Harga",
        cell: ({ row }) => formatRupiah(row.original.total_price),
      },
      {
        id: "discount",
        header: "Diskon",
        cell: ({ row }) => formatRupiah(row.original.discount),
      },
      {
        id: "shipping_cost",
        header: "Ongkos Kirim",
        cell: ({ row }) => formatRupiah(row.original.shipping_cost),
      },
      {
        id: "final_price",
        header: "Total Akhir",
        cell: ({ row }) => formatRupiah(row.original.final_price),
      },
      {
        id: "paid_amount",
        header: "Dibayar",
        cell: ({ row }) => formatRupiah(row.original.paid_amount),
      },
      ...(methods ?? []).map<ColumnDef<Row>>((m) => ({
        id: `method-${m.code}`,
        header: m.name,
        cell: ({ row }) => formatRupiah(row.original.paid_by_method[m.code] ?? 0),
      })),
    ],
    [methods],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Laporan Harian</h1>
        <p className="text-sm text-muted-foreground">
          Total penjualan per hari dan pembayaran per metode; unduh order satu hari per baris.
        </p>
      </header>
      <ReportFilters values={values} set={set} />
      {meta ? (
        <dl
          aria-label="Total laporan"
          className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-3 lg:grid-cols-6"
        >
          <Figure label="Jumlah Order" value={formatNumber(meta.totals.order_count)} />
          <Figure label="Total Harga" value={formatRupiah(meta.totals.total_price)} />
          <Figure label="Diskon" value={formatRupiah(meta.totals.discount)} />
          <Figure label="Ongkos Kirim" value={formatRupiah(meta.totals.shipping_cost)} />
          <Figure label="Total Akhir" value={formatRupiah(meta.totals.final_price)} />
          <Figure label="Dibayar" value={formatRupiah(meta.totals.paid_amount)} />
          {meta.methods.map((m) => (
            <Figure key={m.code} label={`Dibayar ${m.name}`} value={formatRupiah(m.amount)} />
          ))}
        </dl>
      ) : null}
      {mayDownload ? (
        <div className="flex flex-wrap gap-2">
          <ExcelPdfButtons
            excelUrl={`/api/v1/order-daily-reports/-actions/download${query}`}
            pdfUrl={`/api/v1/order-daily-reports/-actions/export${query}`}
            file="laporan-harian"
            messages={{ excel: REPORT_MESSAGES.download, pdf: REPORT_MESSAGES.pdf }}
          />
        </div>
      ) : null}
      <DataTable<DailyAttributes, Row>
        resource="order-daily-reports"
        label="Laporan harian"
        columns={columns}
        filters={filters}
        searchable={false}
        pageSize={31}
        onLoaded={(r) => setMeta(metaOf(r))}
        loadErrorMessage={REPORT_MESSAGES.load}
        rowActions={
          mayDownload
            ? (row) => (
                <ExportButton
                  label="Excel Order"
                  format="xlsx"
                  url={`/api/v1/orders/-actions/dailyReport?${dayQuery(row.order_date)}`}
                  failureMessage={REPORT_MESSAGES.download}
                  fallbackName={`laporan-harian-penjualan-${row.order_date}.xlsx`}
                />
              )
            : undefined
        }
      />
    </div>
  );
}
