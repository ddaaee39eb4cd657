"use client";

// The ONE stock list (config.ts): stocks per warehouse and product through the DataTable, paged,
// sorted and searched by the server. Own-office screens list the user's office's warehouses
// (optionally one warehouse); Stock-stockist lists every stockist and stockist center with their
// totals. A row opens the ledger (kartu stok) at `${basePath}/{id}`.
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Search } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { RowLink } from "@/components/data-table/row-link";
import { FilterSelect } from "@/components/data-table/filter-select";
import { can } from "@/components/data-table/permissions";
import { useDebouncedValue } from "@/components/data-table/use-debounced-value";
import { useSessionUser } from "@/components/shell/session-provider";
import { Input } from "@/components/ui/input";
import { formatNumber, formatRupiah } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";
import { STOCK_SCREENS, type StockAttributes, type StockScreenKey } from "./config";
import { StockistTotals } from "./stockist-totals";
import { WAREHOUSE_TYPE_LABEL, useWarehouses } from "./use-warehouses";

interface Row extends StockAttributes {
  id: string;
}

const select = (result: ListResult<StockAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

/** A money-like attribute (number, or a decimal string beyond 2^53) as a number for display. */
function amount(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

const CATEGORY_OPTIONS = [
  { value: String(OFFICE_CATEGORY_IDS.STOCKIST), label: "Stockist" },
  { value: String(OFFICE_CATEGORY_IDS.STOCKIST_CENTER), label: "Stockist Center" },
];

export function StockList({ screen }: { screen: StockScreenKey }) {
  const cfg = STOCK_SCREENS[screen];
  const user = useSessionUser();
  const router = useRouter();
  const own = cfg.rows === "own-office";
  const { warehouses } = useWarehouses(own && cfg.warehouseFilter ? user.officeId : null);
  const [warehouse, setWarehouse] = React.useState("");
  const [category, setCategory] = React.useState("");
  const [text, setText] = React.useState("");
  const search = useDebouncedValue(text, 500).trim();
  const showValue = can(user, "products.view-purchase-price");
  const showWarehouse = cfg.warehouseFilter || cfg.officeColumns;

  const columns = React.useMemo<ColumnDef<Row>[]>(() => {
    const cols: ColumnDef<Row>[] = [];
    if (cfg.officeColumns)
      cols.push({
        id: "office",
        header: "Kantor",
        cell: ({ row }) => `${row.original.office_code ?? "-"} - ${row.original.office_name ?? ""}`,
      });
    if (showWarehouse)
      cols.push({
        id: "warehouse_code",
        header: "Gudang",
        enableSorting: true,
        cell: ({ row }) => (
          <span>
            {row.original.warehouse_code ?? "-"}
            {row.original.warehouse_type && row.original.warehouse_type !== "main" ? (
              <span className="ml-1 text-xs text-muted-foreground">
                ({WAREHOUSE_TYPE_LABEL[row.original.warehouse_type] ?? row.original.warehouse_type})
              </span>
            ) : null}
          </span>
        ),
      });
    cols.push(
      {
        id: "product_code",
        header: "Kode Barang",
        enableSorting: true,
        cell: ({ row }) => (
          <Link href={`${cfg.basePath}/${row.original.id}`} className="font-medium underline">
            {row.original.product_code ?? "-"}
          </Link>
        ),
      },
      {
        id: "product_name",
        header: "Nama Barang",
        enableSorting: true,
        cell: ({ row }) => row.original.product_name ?? "-",
      },
      {
        id: "quantity",
        header: "Jumlah",
        enableSorting: true,
        cell: ({ row }) => (
          <span className="tabular-nums">{formatNumber(row.original.quantity)}</span>
        ),
      },
      {
        id: "total_point",
        header: "Total Poin",
        cell: ({ row }) => formatNumber(amount(row.original.total_point) ?? 0),
      },
      {
        id: "total_bonus",
        header: "Total BV",
        cell: ({ row }) => formatRupiah(amount(row.original.total_bonus) ?? 0),
      },
    );
    if (showValue)
      cols.push({
        id: "total_value",
        header: "Nilai (HPP)",
        cell: ({ row }) => {
          const v = amount(row.original.total_value);
          return v === null ? "-" : formatRupiah(v);
        },
      });
    return cols;
  }, [cfg.basePath, cfg.officeColumns, showWarehouse, showValue]);

  const filters = own
    ? { office_id: user.officeId ?? "", warehouse_id: warehouse, search }
    : {
        office_category_id:
          category || `${OFFICE_CATEGORY_IDS.STOCKIST},${OFFICE_CATEGORY_IDS.STOCKIST_CENTER}`,
        search,
      };

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      {cfg.officeColumns ? (
        <StockistTotals search={search} category={category} showValue={showValue} />
      ) : null}
      <DataTable<StockAttributes, Row>
        resource="stocks"
        label={`Daftar ${cfg.title}`}
        columns={columns}
        select={select}
        defaultSort={cfg.officeColumns ? "-quantity" : "product_code"}
        filters={filters}
        searchable={false}
        onRowClick={(row) => router.push(`${cfg.basePath}/${row.id}`)}
        rowActions={(row) => (
          <RowLink
            href={`${cfg.basePath}/${row.id}`}
            label={`Kartu stok ${row.product_code ?? ""} ${row.warehouse_code ?? ""}`}
          />
        )}
        toolbar={
          <>
            <label className="relative flex items-center">
              <Search
                className="pointer-events-none absolute left-2 size-4 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                aria-label="Cari"
                placeholder={cfg.searchPlaceholder}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="w-64 pl-8"
              />
            </label>
            {cfg.warehouseFilter ? (
              <FilterSelect
                label="Gudang"
                value={warehouse}
                onChange={setWarehouse}
                options={warehouses.map((w) => ({ value: w.id, label: `${w.code} - ${w.name}` }))}
              />
            ) : null}
            {cfg.officeColumns ? (
              <FilterSelect
                label="Jenis Kantor"
                value={category}
                onChange={setCategory}
                options={CATEGORY_OPTIONS}
              />
            ) : null}
          </>
        }
      />
    </div>
  );
}
