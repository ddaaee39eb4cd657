"use client";

// The order list of every order screen (config.ts): the DataTable over `orders` with the screen's
// fixed filters (kind, the caller's side, the other side's categories) plus state, other office
// (the 'Daftar Kantor' picker) and order date range; server-paged, sorted and searched. The
// totals under the table are the server's `meta.totals` over every matching order.
import { codeLinkColumn } from "@/components/data-table/code-link-column";
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { RowLink } from "@/components/data-table/row-link";
import { DateRangeFilter, FilterSelect } from "@/components/data-table/filter-select";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { buttonVariants } from "@/components/ui/button";
import { Figure } from "@/components/widgets/detail-parts";
import { useOfficeFilter } from "@/components/widgets/office-filter";
import { formatNumber, formatRupiah } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import {
  ORDER_SCREENS,
  ORDER_SCREEN_STATUSES,
  otherOfficeText,
  screenFilters,
  statusLabel,
  type OrderAttributes,
  type OrderScreenKey,
} from "./config";
import { OrderStatusBadge } from "./status-badge";

interface Row extends OrderAttributes {
  id: string;
}

interface Totals {
  total_price: number;
  discount: number;
  shipping_cost: number;
  final_price: number;
}

const select = (result: ListResult<OrderAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

/** meta.totals, or the cap when more orders match than the server sums (ORDER_LIST_CAP). */
function totalsOf(result: ListResult<OrderAttributes>): Totals | { capped: number } | null {
  if (result.meta?.totals_capped === true)
    return { capped: typeof result.meta.totals_cap === "number" ? result.meta.totals_cap : 0 };
  const t = result.meta?.totals as Partial<Totals> | undefined;
  if (!t) return null;
  const n = (v: unknown) => (typeof v === "number" ? v : 0);
  return {
    total_price: n(t.total_price),
    discount: n(t.discount),
    shipping_cost: n(t.shipping_cost),
    final_price: n(t.final_price),
  };
}

export function OrderList({ screen }: { screen: OrderScreenKey }) {
  const cfg = ORDER_SCREENS[screen];
  const user = useSessionUser();
  const router = useRouter();
  const [status, setStatus] = React.useState("");
  const otherFilter = useOfficeFilter({
    label: cfg.otherLabel,
    filters: { office_category_id: cfg.otherCategories.join(",") },
  });
  const other = otherFilter.office;
  const [from, setFrom] = React.useState("");
  const [to, setTo] = React.useState("");
  const [totals, setTotals] = React.useState<Totals | { capped: number } | null>(null);
  const mayCreate = cfg.createPath !== null && can(user, "orders.create");
  const detail = React.useCallback((id: string) => `${cfg.detailBase}/${id}`, [cfg.detailBase]);

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      codeLinkColumn<Row>((r) => detail(r.id)),
      {
        id: "other",
        header: cfg.otherLabel,
        cell: ({ row }) => otherOfficeText(cfg, row.original),
      },
      {
        id: "order_date",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => row.original.order_date,
      },
      {
        id: "status",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
      },
      {
        id: "total_price",
        header: "Total",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.total_price),
      },
      {
        id: "final_price",
        header: "Total Akhir",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.final_price),
      },
    ],
    [cfg, detail],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      <DataTable<OrderAttributes, Row>
        resource="orders"
        label={`Daftar ${cfg.title}`}
        columns={columns}
        select={select}
        onLoaded={(r) => setTotals(totalsOf(r))}
        defaultSort="-createdAt"
        filters={{
          ...screenFilters(cfg),
          status,
          [cfg.side === "origin" ? "destination_office_id" : "origin_office_id"]: other?.id ?? "",
          order_date_from: from,
          order_date_to: to,
        }}
        searchPlaceholder="Cari kode atau pembeli"
        onRowClick={(row) => router.push(detail(row.id))}
        rowActions={(row) => <RowLink href={detail(row.id)} label={`Detail ${row.code}`} />}
        toolbar={
          <>
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={ORDER_SCREEN_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
            />
            {otherFilter.buttons}
            <DateRangeFilter from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
            {mayCreate && cfg.createPath ? (
              <Link href={cfg.createPath} className={buttonVariants()}>
                <Plus className="size-4" aria-hidden="true" />
                {cfg.createLabel}
              </Link>
            ) : null}
          </>
        }
      />
      {totals && "capped" in totals ? (
        <p
          aria-label="Total daftar"
          className="rounded-md border p-3 text-sm text-muted-foreground"
        >
          Total tidak dihitung: lebih dari {formatNumber(totals.capped)} order cocok. Persempit
          filter (mis. rentang tanggal) untuk melihat totalnya.
        </p>
      ) : totals ? (
        <dl
          aria-label="Total daftar"
          className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-4"
        >
          <Figure label="Total" value={formatRupiah(totals.total_price)} />
          <Figure label="Diskon / Cashback" value={formatRupiah(totals.discount)} />
          <Figure label="Ongkos Kirim" value={formatRupiah(totals.shipping_cost)} />
          <Figure label="Total Akhir" value={formatRupiah(totals.final_price)} />
        </dl>
      ) : null}
      {otherFilter.picker}
    </div>
  );
}
