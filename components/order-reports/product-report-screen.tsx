"use client";

// /penjualan/laporan/jumlah-barang (SPEC §2 Penjualan): quantity and value sold per product over
// the filters (period or date range, office, kind, state) from GET order-product-reports (SQL
// GROUP BY over the orders' lines, product code order), with the totals and the XLSX/PDF files.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { ExcelPdfButtons } from "@/components/exports/export-button";
import { useSessionUser } from "@/components/shell/session-provider";
import { formatNumber, formatRupiah } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import { Figure } from "@/components/widgets/detail-parts";
import { ReportFilters, useReportFilters } from "./report-filters";
import { REPORT_MESSAGES } from "./sales-report-screen";

interface ProductAttributes {
  product_code: string;
  product_name: string;
  quantity: number;
  total_price: number;
  order_count: number;
}
type Row = ProductAttributes & { id: string };

interface Totals {
  product_count: number;
  quantity: number;
  total_price: number;
}

function totalsOf(result: ListResult<ProductAttributes>): Totals {
  const t = (result.meta?.totals ?? {}) as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === "number" ? v : 0);
  return {
    product_count: n(t.product_count),
    quantity: n(t.quantity),
    total_price: n(t.total_price),
  };
}

export function ProductReportScreen() {
  const user = useSessionUser();
  const { values, set, filters, query } = useReportFilters();
  const [totals, setTotals] = React.useState<Totals | null>(null);
  const mayDownload = can(user, "orders.daily-report");

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      { id: "product_code", accessorKey: "product_code", header: "Kode Barang" },
      { id: "product_name", accessorKey: "product_name", header: "Nama Barang" },
      {
        id: "quantity",
        header: "Jumlah Terjual",
        cell: ({ row }) => formatNumber(row.original.quantity),
      },
      {
        id: "total_price",
        header: "Nilai",
        cell: ({ row }) => formatRupiah(row.original.total_price),
      },
      {
        id: "order_count",
        header: "Jumlah Order",
        cell: ({ row }) => formatNumber(row.original.order_count),
      },
    ],
    [],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Laporan Jumlah Barang</h1>
        <p className="text-sm text-muted-foreground">Jumlah dan nilai barang terjual per produk.</p>
      </header>
      <ReportFilters values={values} set={set} />
      {totals ? (
        <dl
          aria-label="Total laporan"
          className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-3"
        >
          <Figure label="Jumlah Barang" value={formatNumber(totals.product_count)} />
          <Figure label="Jumlah Terjual" value={formatNumber(totals.quantity)} />
          <Figure label="Nilai" value={formatRupiah(totals.total_price)} />
        </dl>
      ) : null}
      {mayDownload ? (
        <div className="flex flex-wrap gap-2">
          <ExcelPdfButtons
            excelUrl={`/api/v1/order-product-reports/-actions/download${query}`}
            pdfUrl={`/api/v1/order-product-reports/-actions/export${query}`}
            file="laporan-jumlah-barang"
            messages={{ excel: REPORT_MESSAGES.download, pdf: REPORT_MESSAGES.pdf }}
          />
        </div>
      ) : null}
      <DataTable<ProductAttributes, Row>
        resource="order-product-reports"
        label="Laporan jumlah barang"
        columns={columns}
        filters={filters}
        searchable={false}
        pageSize={25}
        onLoaded={(r) => setTotals(totalsOf(r))}
        loadErrorMessage={REPORT_MESSAGES.load}
      />
    </div>
  );
}
