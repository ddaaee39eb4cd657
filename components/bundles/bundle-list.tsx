"use client";

// The report list of every report screen (config.ts): the DataTable over `order-bundles` with the
// screen's fixed filters (kind, the reporting offices' categories, sent only ...) plus state,
// payment, office (review screens: the 'Daftar Kantor' picker); server-paged, sorted and
// searched. The totals under the table are the server's `meta.totals` over every match.
import { codeLinkColumn } from "@/components/data-table/code-link-column";
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { RowLink } from "@/components/data-table/row-link";
import { FilterSelect } from "@/components/data-table/filter-select";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Figure } from "@/components/widgets/detail-parts";
import { useOfficeFilter } from "@/components/widgets/office-filter";
import { formatRupiah } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import { BUNDLE_STATUSES, BUNDLE_STATUS_LABEL } from "@/lib/labels/bundles";
import {
  BUNDLE_SCREENS,
  BUNDLE_STATUS_COLOR,
  bundleScreenFilters,
  type BundleScreenKey,
  type OrderBundleAttributes,
} from "./config";

interface Row extends OrderBundleAttributes {
  id: string;
}

interface Totals {
  total_order_final_price: number;
  total_payment_amount: number;
  total_remaining: number;
}

const select = (result: ListResult<OrderBundleAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

function totalsOf(result: ListResult<OrderBundleAttributes>): Totals | null {
  const t = result.meta?.totals as Partial<Totals> | undefined;
  if (!t) return null;
  const n = (v: unknown) => (typeof v === "number" ? v : 0);
  return {
    total_order_final_price: n(t.total_order_final_price),
    total_payment_amount: n(t.total_payment_amount),
    total_remaining: n(t.total_remaining),
  };
}

export function BundleStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge color={BUNDLE_STATUS_COLOR[status] ?? "gray"}>{label}</Badge>;
}

export function PaidBadge({ paid }: { paid: boolean }) {
  return <Badge color={paid ? "green" : "red"}>{paid ? "Lunas" : "Belum Lunas"}</Badge>;
}

export function BundleList({ screen }: { screen: BundleScreenKey }) {
  const cfg = BUNDLE_SCREENS[screen];
  const user = useSessionUser();
  const router = useRouter();
  const [status, setStatus] = React.useState("");
  const [paid, setPaid] = React.useState("");
  const officeFilter = useOfficeFilter({
    label: cfg.label,
    filters: { office_category_id: cfg.categories.join(",") },
  });
  const office = officeFilter.office;
  const [totals, setTotals] = React.useState<Totals | null>(null);
  const mayCreate = cfg.createPath !== null && can(user, "order-bundles.create");
  const detail = React.useCallback((id: string) => `${cfg.detailBase}/${id}`, [cfg.detailBase]);

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      codeLinkColumn<Row>((r) => detail(r.id)),
      {
        id: "office",
        header: cfg.label,
        cell: ({ row }) => `${row.original.office_code ?? "-"} - ${row.original.office_name ?? ""}`,
      },
      { id: "kind", header: "Jenis", cell: ({ row }) => row.original.kind_label },
      { id: "period", header: "Periode", cell: ({ row }) => row.original.period_name ?? "-" },
      { id: "order_count", header: "Jumlah Order", cell: ({ row }) => row.original.order_count },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <BundleStatusBadge status={row.original.status} label={row.original.status_label} />
        ),
      },
      {
        id: "is_paid",
        header: "Pembayaran",
        cell: ({ row }) => <PaidBadge paid={row.original.is_paid} />,
      },
      {
        id: "total_price",
        header: "Total",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.total_price),
      },
      {
        id: "paid_amount",
        header: "Dibayar",
        cell: ({ row }) => formatRupiah(row.original.paid_amount),
      },
    ],
    [cfg.label, detail],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      <DataTable<OrderBundleAttributes, Row>
        resource="order-bundles"
        label={`Daftar ${cfg.title}`}
        columns={columns}
        select={select}
        onLoaded={(r) => setTotals(totalsOf(r))}
        defaultSort="-createdAt"
        filters={{
          ...bundleScreenFilters(cfg),
          status,
          is_paid: paid || (cfg.filters as Record<string, string>).is_paid || "",
          office_id: office?.id ?? "",
        }}
        searchPlaceholder="Cari kode laporan atau kantor"
        onRowClick={(row) => router.push(detail(row.id))}
        rowActions={(row) => <RowLink href={detail(row.id)} label={`Detail ${row.code}`} />}
        toolbar={
          <>
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={BUNDLE_STATUSES.map((s) => ({ value: s, label: BUNDLE_STATUS_LABEL[s] }))}
            />
            <FilterSelect
              label="Pembayaran"
              value={paid}
              onChange={setPaid}
              options={[
                { value: "true", label: "Lunas" },
                { value: "false", label: "Belum Lunas" },
              ]}
            />
            {cfg.mode === "review" ? officeFilter.buttons : null}
            {mayCreate && cfg.createPath ? (
              <Link href={cfg.createPath} className={buttonVariants()}>
                <Plus className="size-4" aria-hidden="true" />
                {cfg.createLabel}
              </Link>
            ) : null}
          </>
        }
      />
      {totals ? (
        <dl
          aria-label="Total daftar"
          className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-3"
        >
          <Figure label="Total Laporan" value={formatRupiah(totals.total_order_final_price)} />
          <Figure label="Total Dibayar" value={formatRupiah(totals.total_payment_amount)} />
          <Figure label="Sisa" value={formatRupiah(totals.total_remaining)} />
        </dl>
      ) : null}
      {officeFilter.picker}
    </div>
  );
}
