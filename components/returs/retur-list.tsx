"use client";

// The retur list of every retur screen (config.ts): the DataTable over `returs` limited to the
// screen's kind (the server shows each office only its own returs), with filters status and
// retur date range, the totals of the matching returs (meta.totals: count, units, value), and a
// row that opens the detail; 'Export PDF' / 'Export Excel' download exactly the rows the table
// shows (returs/-actions/export-pdf|export-excel, server/returs/export-returs.ts): the query of
// its last loaded page (search, filters and sort) without paging, as the order list's capped
// totals ask for theirs.
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { codeLinkColumn } from "@/components/data-table/code-link-column";
import { DataTable } from "@/components/data-table/data-table";
import { ExportButton } from "@/components/exports/export-button";
import { RowLink } from "@/components/data-table/row-link";
import { DateRangeFilter, FilterSelect } from "@/components/data-table/filter-select";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { buttonVariants } from "@/components/ui/button";
import { Figure } from "@/components/widgets/detail-parts";
import { formatNumber, formatRupiah } from "@/lib/format";
import { buildListQuery, type ListParams, type ListResult } from "@/lib/jsonapi-client";
import {
  RETUR_SCREENS,
  returStatusLabel,
  type ReturAttributes,
  type ReturScreenKey,
} from "./config";
import { ReturStatusBadge } from "./status-badge";

interface Row extends ReturAttributes {
  id: string;
}

interface Totals {
  count: number;
  total_quantity: number;
  total_price: number;
}

const select = (result: ListResult<ReturAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

export function ReturList({ screen }: { screen: ReturScreenKey }) {
  const cfg: (typeof RETUR_SCREENS)[ReturScreenKey] = RETUR_SCREENS[screen];
  const user = useSessionUser();
  const router = useRouter();
  const [status, setStatus] = React.useState("");
  const [from, setFrom] = React.useState("");
  const [to, setTo] = React.useState("");
  const [totals, setTotals] = React.useState<Totals | null>(null);
  // The query of the rows on screen (the table's last load): what the export files list.
  const [shown, setShown] = React.useState<ListParams | null>(null);
  const mayCreate = cfg.writes && cfg.createPath && can(user, "returs.create");
  const statuses = status || (cfg.defaultStatuses ?? cfg.statuses).join(",");
  const supplier = cfg.kind === "supplier";
  const filters = { kind: cfg.kind, status: statuses, retur_date_from: from, retur_date_to: to };
  const exportQuery = buildListQuery(
    shown ? { search: shown.search, filter: shown.filter, sort: shown.sort } : { filter: filters },
  );

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      codeLinkColumn<Row>((r) => `${cfg.detailBase}/${r.id}`),
      {
        id: "party",
        header: supplier ? "Supplier" : "Kantor Asal",
        cell: ({ row }) =>
          supplier
            ? `${row.original.destination_office_code ?? "-"} - ${row.original.destination_office_name ?? ""}`
            : `${row.original.origin_office_code ?? "-"} - ${row.original.origin_office_name ?? ""}`,
      },
      {
        id: "retur_date",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => row.original.retur_date,
      },
      {
        id: "total_quantity",
        header: "Jumlah",
        enableSorting: true,
        cell: ({ row }) => formatNumber(row.original.total_quantity),
      },
      {
        id: "status",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => <ReturStatusBadge status={row.original.status} />,
      },
      {
        id: "total_price",
        header: "Nilai Retur",
        enableSorting: true,
        cell: ({ row }) =>
          row.original.status === "priced" ? formatRupiah(row.original.total_price) : "-",
      },
    ],
    [cfg.detailBase, supplier],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      {totals ? (
        <div className="grid gap-3 sm:grid-cols-3" aria-label="Total retur">
          <Figure label="Jumlah Retur" value={formatNumber(totals.count)} />
          <Figure label="Jumlah Barang" value={formatNumber(totals.total_quantity)} />
          <Figure label="Nilai Dikreditkan" value={formatRupiah(totals.total_price)} />
        </div>
      ) : null}
      <DataTable<ReturAttributes, Row>
        resource="returs"
        label={`Daftar ${cfg.title}`}
        columns={columns}
        select={select}
        defaultSort="-createdAt"
        filters={filters}
        searchPlaceholder="Cari kode retur"
        onLoaded={(result, params) => {
          setTotals((result.meta?.totals as Totals | undefined) ?? null);
          setShown(params);
        }}
        onRowClick={(row) => router.push(`${cfg.detailBase}/${row.id}`)}
        rowActions={(row) => (
          <RowLink href={`${cfg.detailBase}/${row.id}`} label={`Detail ${row.code}`} />
        )}
        toolbar={
          <>
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={cfg.statuses.map((s) => ({ value: s, label: returStatusLabel(s) }))}
            />
            <DateRangeFilter from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
            <ExportButton
              label="Export PDF"
              format="pdf"
              url={`/api/v1/returs/-actions/export-pdf?${exportQuery}`}
              failureMessage="Gagal export pdf"
              fallbackName="daftar-retur.pdf"
            />
            <ExportButton
              label="Export Excel"
              format="xlsx"
              url={`/api/v1/returs/-actions/export-excel?${exportQuery}`}
              failureMessage="Gagal export excel"
              fallbackName="daftar-retur.xlsx"
            />
            {mayCreate && cfg.createPath ? (
              <Link href={cfg.createPath} className={buttonVariants()}>
                <Plus className="size-4" aria-hidden="true" />
                Buat Retur
              </Link>
            ) : null}
          </>
        }
      />
    </div>
  );
}
