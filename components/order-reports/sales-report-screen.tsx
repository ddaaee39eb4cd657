"use client";

// /penjualan/laporan (SPEC §2 Penjualan): the sales report. The orders of the filters (period or
// date range, office, kind, state) from GET orders, server-paged, with the server's sums over
// every matching order (meta.totals, SQL SUM; count = meta.page.total) and the files: the report
// as XLSX/PDF and the orders with their lines as a dBase file (exportDbf).
import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { ExcelPdfButtons, ExportButton } from "@/components/exports/export-button";
import { OrderStatusBadge } from "@/components/orders/status-badge";
import type { OrderAttributes } from "@/components/orders/config";
import { useSessionUser } from "@/components/shell/session-provider";
import { formatNumber, formatRupiah } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import { ORDER_KIND_LABEL, type OrderKind } from "@/lib/labels/orders";
import { Figure } from "@/components/widgets/detail-parts";
import { ReportFilters, useReportFilters } from "./report-filters";

/** The attributes the report's table shows, asked as a sparse fieldset without includes (see
 *  components/orders/order-list.tsx LIST_FIELDS). */
const LIST_FIELDS = [
  "code",
  "order_date",
  "order_type",
  "origin_office_code",
  "destination_office_code",
  "destination_office_name",
  "status",
  "delivery_status",
  "final_price",
  "paid_amount",
] as const satisfies readonly (keyof OrderAttributes)[];
type ListAttributes = Pick<OrderAttributes, (typeof LIST_FIELDS)[number]>;

interface Row extends ListAttributes {
  id: string;
}

interface Totals {
  count: number;
  total_price: number;
  discount: number;
  shipping_cost: number;
  final_price: number;
  paid_amount: number;
}

export const REPORT_MESSAGES = {
  load: "Gagal memuat laporan",
  pdf: "Gagal export pdf",
  excel: "Gagal export excel",
  download: "Gagal download excel",
  dbf: "Gagal export DBF",
} as const;

const select = (result: ListResult<ListAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

function totalsOf(result: ListResult<ListAttributes>): Totals {
  const t = (result.meta?.totals ?? {}) as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === "number" ? v : 0);
  return {
    count: result.page.total,
    total_price: n(t.total_price),
    discount: n(t.discount),
    shipping_cost: n(t.shipping_cost),
    final_price: n(t.final_price),
    paid_amount: n(t.paid_amount),
  };
}

/** Where an order opens: the Penjualan faktur detail serves every kind Pusat reads. */
const detailHref = (id: string) => `/penjualan/transaksi-penjualan/${id}`;

export function SalesReportScreen() {
  const user = useSessionUser();
  const { values, set, filters, query } = useReportFilters();
  const [totals, setTotals] = React.useState<Totals | null>(null);
  const mayDownload = can(user, "orders.daily-report");
  const mayDbf = can(user, "orders.export");

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: "code",
        header: "Kode",
        enableSorting: true,
        cell: ({ row }) => (
          <Link href={detailHref(row.original.id)} className="font-medium underline">
            {row.original.code}
          </Link>
        ),
      },
      {
        id: "order_date",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => row.original.order_date,
      },
      {
        id: "order_type",
        header: "Jenis",
        cell: ({ row }) =>
          ORDER_KIND_LABEL[row.original.order_type as OrderKind] ?? row.original.order_type,
      },
      {
        id: "origin",
        header: "Penjual",
        cell: ({ row }) => row.original.origin_office_code ?? "-",
      },
      {
        id: "destination",
        header: "Pembeli",
        cell: ({ row }) =>
          `${row.original.destination_office_code ?? ""} - ${row.original.destination_office_name ?? ""}`,
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <OrderStatusBadge
            status={row.original.status}
            delivery={row.original.delivery_status}
          />
        ),
      },
      {
        id: "final_price",
        header: "Total Akhir",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.final_price),
      },
      {
        id: "paid_amount",
        header: "Dibayar",
        cell: ({ row }) => formatRupiah(row.original.paid_amount),
      },
    ],
    [],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Laporan Penjualan</h1>
        <p className="text-sm text-muted-foreground">
          Faktur dan order per periode, kantor, jenis dan status, dengan totalnya.
        </p>
      </header>
      <ReportFilters values={values} set={set} />
      {totals ? (
        <dl
          aria-label="Total laporan"
          className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-3 lg:grid-cols-6"
        >
          <Figure label="Jumlah Order" value={formatNumber(totals.count)} />
          <Figure label="Total Harga" value={formatRupiah(totals.total_price)} />
          <Figure label="Diskon" value={formatRupiah(totals.discount)} />
          <Figure label="Ongkos Kirim" value={formatRupiah(totals.shipping_cost)} />
          <Figure label="Total Akhir" value={formatRupiah(totals.final_price)} />
          <Figure label="Dibayar" value={formatRupiah(totals.paid_amount)} />
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {mayDownload ? (
          <>
            <ExcelPdfButtons
              excelUrl={`/api/v1/orders/-actions/report-download${query}`}
              pdfUrl={`/api/v1/orders/-actions/report-export${query}`}
              file="laporan-penjualan"
              messages={{ excel: REPORT_MESSAGES.download, pdf: REPORT_MESSAGES.pdf }}
            />
          </>
        ) : null}
        {mayDbf ? (
          <ExportButton
            label="Export DBF"
            format="dbf"
            url={`/api/v1/orders/-actions/exportDbf${query}`}
            failureMessage={REPORT_MESSAGES.dbf}
            fallbackName="orders.dbf"
          />
        ) : null}
      </div>
      <DataTable<ListAttributes, Row>
        resource="orders"
        include={[]}
        fields={{ orders: LIST_FIELDS }}
        label="Laporan penjualan"
        columns={columns}
        select={select}
        filters={filters}
        searchable={false}
        defaultSort="-order_date"
        pageSize={25}
        onLoaded={(r) => setTotals(totalsOf(r))}
        loadErrorMessage={REPORT_MESSAGES.load}
      />
    </div>
  );
}
