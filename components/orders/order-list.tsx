"use client";

// The order list of every order screen (config.ts): the DataTable over `orders` with the screen's
// fixed filters (kind, the caller's side, the other side's categories) plus state, other office
// (the 'Daftar Kantor' picker) and order date range; server-paged, sorted and searched. The
// totals under the table are the server's `meta.totals` over every matching order; past the
// list's cap, "Hitung total" asks GET orders/-actions/totals for the same rows.
import { codeLinkColumn } from "@/components/data-table/code-link-column";
import * as React from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import type { InitialList } from "@/components/data-table/query";
import { RowLink } from "@/components/data-table/row-link";
import { DateRangeFilter, FilterSelect } from "@/components/data-table/filter-select";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { Button, buttonVariants } from "@/components/ui/button";
import { Figure } from "@/components/widgets/detail-parts";
import { useOfficeFilter } from "@/components/widgets/office-filter";
import { formatNumber, formatRupiah } from "@/lib/format";
import {
  buildListQuery,
  callApi,
  failureText,
  type ListParams,
  type ListResult,
} from "@/lib/jsonapi-client";
import {
  ORDER_SCREEN_STATUSES,
  orderListQuery,
  otherOfficeText,
  statusLabel,
  type OrderListAttributes,
  type OrderScreen,
} from "./config";
import { OrderStatusBadge } from "./status-badge";

// Only the lists that offer files load the export buttons (docs/browser-performance.md).
const OrderListExports = dynamic(() =>
  import("./order-list-exports").then((m) => m.OrderListExports),
);

type ListAttributes = OrderListAttributes;

interface Row extends ListAttributes {
  id: string;
}

interface Totals {
  total_price: number;
  discount: number;
  shipping_cost: number;
  final_price: number;
  total_point: number;
}

const select = (result: ListResult<ListAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

/** More orders match than the list sums (ORDER_LIST_CAP): the query to ask the exact totals of. */
interface Capped {
  capped: number;
  query: string;
}

const n = (v: unknown) => (typeof v === "number" ? v : 0);

/** A meta.totals object (the list's, or GET orders/-actions/totals'). */
function totalsFrom(t: Partial<Totals>): Totals {
  return {
    total_price: n(t.total_price),
    discount: n(t.discount),
    shipping_cost: n(t.shipping_cost),
    final_price: n(t.final_price),
    total_point: n(t.total_point),
  };
}

/** meta.totals, or the cap and the list's query when more orders match than the server sums. */
function totalsOf(result: ListResult<ListAttributes>, params: ListParams): Totals | Capped | null {
  if (result.meta?.totals_capped === true)
    return {
      capped: n(result.meta.totals_cap),
      // The same rows as the list: its search and filters, without paging and sort.
      query: buildListQuery({ search: params.search, filter: params.filter }),
    };
  const t = result.meta?.totals as Partial<Totals> | undefined;
  return t ? totalsFrom(t) : null;
}

/**
 * Past the cap the list shows no sums; "Hitung total" asks the server for the exact count and
 * sums of the same rows (it reads every match, so only on request).
 */
function CappedTotals({ capped, query, points }: Capped & { points?: boolean }) {
  const [state, setState] = React.useState<
    | { kind: "idle" }
    | { kind: "loading" }
    | { kind: "done"; count: number; totals: Totals }
    | { kind: "failed"; detail: string }
  >({ kind: "idle" });
  const count = async () => {
    setState({ kind: "loading" });
    try {
      const doc = await callApi(`orders/-actions/totals${query ? `?${query}` : ""}`);
      const meta = doc.meta ?? {};
      setState({
        kind: "done",
        count: n(meta.count),
        totals: totalsFrom((meta.totals ?? {}) as Partial<Totals>),
      });
    } catch (err) {
      setState({ kind: "failed", detail: failureText(err) });
    }
  };
  if (state.kind === "done")
    return <TotalsList totals={state.totals} count={state.count} points={points} />;
  return (
    <div
      aria-label="Total daftar"
      className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm text-muted-foreground"
    >
      <p className="flex-1">
        Total tidak dihitung otomatis: lebih dari {formatNumber(capped)} order cocok. Persempit
        filter (mis. rentang tanggal), atau hitung total semua order yang cocok.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void count()}
        disabled={state.kind === "loading"}
      >
        {state.kind === "loading" ? "Menghitung…" : "Hitung total"}
      </Button>
      {state.kind === "failed" ? (
        <p role="alert" className="w-full text-destructive">
          Gagal menghitung total: {state.detail}
        </p>
      ) : null}
    </div>
  );
}

function TotalsList({
  totals,
  count,
  points,
}: {
  totals: Totals;
  count?: number;
  points?: boolean;
}) {
  return (
    <dl
      aria-label="Total daftar"
      className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-3 lg:grid-cols-6"
    >
      {count !== undefined ? <Figure label="Jumlah Order" value={formatNumber(count)} /> : null}
      {points ? <Figure label="Total Poin" value={formatNumber(totals.total_point)} /> : null}
      <Figure label="Total" value={formatRupiah(totals.total_price)} />
      <Figure label="Diskon / Cashback" value={formatRupiah(totals.discount)} />
      <Figure label="Ongkos Kirim" value={formatRupiah(totals.shipping_cost)} />
      <Figure label="Total Akhir" value={formatRupiah(totals.final_price)} />
    </dl>
  );
}

export function OrderList({
  screen,
  initial,
}: {
  /** The screen's config (ORDER_SCREENS[key], given by the page: not the whole table). */
  screen: OrderScreen;
  /** The first page, loaded with the page (orderListQuery of the screen, prefetchList). */
  initial?: InitialList;
}) {
  const cfg = screen;
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
  const [totals, setTotals] = React.useState<Totals | Capped | null>(null);
  const mayCreate = cfg.createPath !== null && can(user, "orders.create");
  const exportQuery = buildListQuery({
    filter: { kind: cfg.kind, status, office: other?.id, order_date_from: from, order_date_to: to },
  });
  const detail = React.useCallback((id: string) => `${cfg.detailBase}/${id}`, [cfg.detailBase]);

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      codeLinkColumn<Row>((r) => detail(r.id)),
      ...(cfg.allOffices
        ? [
            {
              id: "seller",
              header: "Penjual",
              cell: ({ row }: { row: { original: Row } }) =>
                `${row.original.origin_office_code ?? "-"} - ${row.original.origin_office_name ?? ""}`,
            },
          ]
        : []),
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
        cell: ({ row }) => (
          <OrderStatusBadge
            status={row.original.status}
            delivery={row.original.delivery_status}
            kind={cfg.kind}
          />
        ),
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
      ...(cfg.points
        ? [
            {
              id: "total_point",
              header: "Poin",
              cell: ({ row }: { row: { original: Row } }) => formatNumber(row.original.total_point),
            },
          ]
        : []),
    ],
    [cfg, detail],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      <DataTable<ListAttributes, Row>
        {...orderListQuery(cfg, { status, otherOfficeId: other?.id ?? "", from, to })}
        initial={initial}
        label={`Daftar ${cfg.title}`}
        columns={columns}
        select={select}
        onLoaded={(r, params) => setTotals(totalsOf(r, params))}
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
        // Keyed by the query: another filter starts over from "Hitung total".
        <CappedTotals key={totals.query} {...totals} points={cfg.points} />
      ) : totals ? (
        <TotalsList totals={totals} points={cfg.points} />
      ) : null}
      {cfg.exports ? <OrderListExports query={exportQuery} /> : null}
      {otherFilter.picker}
    </div>
  );
}
