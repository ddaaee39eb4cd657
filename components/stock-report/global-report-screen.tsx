"use client";

// /gudang/stock/laporan-stock-global (SPEC §2 Gudang): the global stock report, one row per
// product, server-paged from GET stock-global-reports, with the totals of
// stocks/-actions/total-stock-available (price, point, bonus) for the same filters: warehouse
// (default: every main warehouse), product category and a date (the stock at the end of that
// day, from the ledger's balance_after). PDF/Excel exports stream with progress (ExportButton).
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { FilterSelect, type FilterOption } from "@/components/data-table/filter-select";
import { DateInput } from "@/components/forms/date-input";
import { ExportButton } from "@/components/exports/export-button";
import { Alert } from "@/components/ui/alert";
import { buildListQuery, callApi, failureText, listResources } from "@/lib/jsonapi-client";
import { formatNumber, formatRupiah } from "@/lib/format";
import { isCalendarDate } from "@/lib/business-date";

interface ReportAttributes {
  product_code: string;
  product_name: string;
  quantity: number;
  total_price: number;
  total_point: number;
  total_bonus: number;
}
type ReportRow = ReportAttributes & { id: string };

interface Totals {
  total_quantity_stock_available: number;
  total_price_stock_available: number;
  total_point_stock_available: number;
  total_bonus_stock_available: number;
}

export const GLOBAL_REPORT_MESSAGES = {
  load: "Gagal memuat laporan stok global",
  totals: "Gagal memuat total stok tersedia",
  pdf: "Gagal export pdf",
  excel: "Gagal export excel",
  download: "Gagal download excel",
} as const;

function useOptions(type: string, label: (a: Record<string, unknown>) => string): FilterOption[] {
  const [options, setOptions] = React.useState<FilterOption[]>([]);
  React.useEffect(() => {
    const ac = new AbortController();
    listResources<Record<string, unknown>>(
      type,
      { page: { number: 1, size: 100 }, sort: "name" },
      ac.signal,
    )
      .then((r) => setOptions(r.rows.map((row) => ({ value: row.id, label: label(row) }))))
      .catch(() => undefined);
    return () => ac.abort();
    // `label` is a pure formatter; the list is loaded once per type.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [type]);
  return options;
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="text-lg font-semibold" data-testid={`total-${label}`}>
        {value}
      </div>
    </div>
  );
}

export function GlobalReportScreen() {
  const [warehouse, setWarehouse] = React.useState("");
  const [category, setCategory] = React.useState("");
  const [dateText, setDateText] = React.useState("");
  const date = isCalendarDate(dateText) ? dateText : "";
  const [totals, setTotals] = React.useState<Totals | null>(null);
  const [totalsError, setTotalsError] = React.useState<string | null>(null);

  const warehouses = useOptions("warehouses", (w) => `${String(w.code)} - ${String(w.name)}`);
  const categories = useOptions("product-categories", (c) => String(c.name));

  const filters = React.useMemo(
    () => ({ warehouse_id: warehouse, category_id: category, date }),
    [warehouse, category, date],
  );
  const query = buildListQuery({ filter: filters });

  React.useEffect(() => {
    const ac = new AbortController();
    callApi<{ meta?: Totals }>(`stocks/-actions/total-stock-available${query ? `?${query}` : ""}`, {
      signal: ac.signal,
    })
      .then((doc) => {
        setTotals(doc.meta ?? null);
        setTotalsError(null);
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        setTotals(null);
        setTotalsError(`${GLOBAL_REPORT_MESSAGES.totals}: ${failureText(err)}`);
      });
    return () => ac.abort();
  }, [query]);

  const columns = React.useMemo<ColumnDef<ReportRow>[]>(
    () => [
      { id: "product_code", accessorKey: "product_code", header: "Kode Barang" },
      { id: "product_name", accessorKey: "product_name", header: "Nama Barang" },
      {
        id: "quantity",
        header: "Jumlah",
        cell: ({ row }) => formatNumber(row.original.quantity),
      },
      {
        id: "total_price",
        header: "Total Harga",
        cell: ({ row }) => formatRupiah(row.original.total_price),
      },
      {
        id: "total_point",
        header: "Total Poin",
        cell: ({ row }) => formatNumber(row.original.total_point),
      },
      {
        id: "total_bonus",
        header: "Total Bonus",
        cell: ({ row }) => formatRupiah(row.original.total_bonus),
      },
    ],
    [],
  );

  const suffix = query ? `?${query}` : "";
  // The per-warehouse stock list takes the same warehouse and category (it has no date).
  const listQuery = buildListQuery({ filter: { warehouse_id: warehouse, category_id: category } });
  const listSuffix = listQuery ? `?${listQuery}` : "";
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Laporan Stock Global</h1>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Gudang"
          allLabel="Semua Gudang Utama"
          value={warehouse}
          onChange={setWarehouse}
          options={warehouses}
        />
        <FilterSelect
          label="Kategori"
          value={category}
          onChange={setCategory}
          options={categories}
        />
        <label className="flex items-center gap-2 text-sm">
          Tanggal
          <DateInput
            className="w-40"
            aria-label="Tanggal stok"
            value={dateText}
            onChange={(e) => setDateText(e.target.value)}
          />
        </label>
      </div>
      {totalsError ? <Alert variant="error">{totalsError}</Alert> : null}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile
          label="Jumlah Stok"
          value={totals ? formatNumber(totals.total_quantity_stock_available) : "-"}
        />
        <Tile
          label="Total Harga"
          value={totals ? formatRupiah(totals.total_price_stock_available) : "-"}
        />
        <Tile
          label="Total Poin"
          value={totals ? formatNumber(totals.total_point_stock_available) : "-"}
        />
        <Tile
          label="Total Bonus"
          value={totals ? formatRupiah(totals.total_bonus_stock_available) : "-"}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <ExportButton
          label="Export PDF"
          format="pdf"
          url={`/api/v1/stocks/-actions/global-report-export${suffix}`}
          failureMessage={GLOBAL_REPORT_MESSAGES.pdf}
          fallbackName="laporan-stok-global.pdf"
        />
        <ExportButton
          label="Download Excel"
          format="xlsx"
          url={`/api/v1/stocks/-actions/global-report-download${suffix}`}
          failureMessage={GLOBAL_REPORT_MESSAGES.download}
          fallbackName="laporan-stok-global.xlsx"
        />
        <ExportButton
          label="Export Excel Stok per Gudang"
          format="xlsx"
          url={`/api/v1/stocks/-actions/export-excel${listSuffix}`}
          failureMessage={GLOBAL_REPORT_MESSAGES.excel}
          fallbackName="stok-barang.xlsx"
        />
      </div>
      <DataTable<ReportAttributes, ReportRow>
        resource="stock-global-reports"
        label="Laporan stok global"
        columns={columns}
        filters={filters}
        searchable={false}
        pageSize={25}
        loadErrorMessage={GLOBAL_REPORT_MESSAGES.load}
      />
    </div>
  );
}
