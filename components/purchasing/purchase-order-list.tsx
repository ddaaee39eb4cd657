"use client";

// The purchase-order list of both sides (config.ts): Pusat's 'Pembelian ke Supplier' and the
// supplier's 'Persiapan Stok'. The DataTable over `purchase-orders` (the server shows each side
// only its own orders) with filters status, supplier (buyer side) and order date range; a row
// opens the detail page.
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
import { formatRupiah } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import {
  PURCHASING_SCREENS,
  statusLabel,
  type PurchaseOrderAttributes,
  type PurchasingScreenKey,
} from "./config";
import { PurchaseOrderStatusBadge } from "./status-badge";
import { useSuppliers } from "./use-suppliers";

interface Row extends PurchaseOrderAttributes {
  id: string;
}

const select = (result: ListResult<PurchaseOrderAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

export function PurchaseOrderList({ screen }: { screen: PurchasingScreenKey }) {
  const cfg = PURCHASING_SCREENS[screen];
  const buyer = cfg.side === "buyer";
  const user = useSessionUser();
  const router = useRouter();
  const { suppliers } = useSuppliers(buyer);
  const [status, setStatus] = React.useState("");
  const [supplier, setSupplier] = React.useState("");
  const [from, setFrom] = React.useState("");
  const [to, setTo] = React.useState("");
  const mayCreate = buyer && can(user, "purchase-orders.create");

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      codeLinkColumn<Row>((r) => `${cfg.basePath}/${r.id}`),
      {
        id: "party",
        header: buyer ? "Supplier" : "Pemesan",
        cell: ({ row }) =>
          buyer
            ? `${row.original.supplier_code ?? "-"} - ${row.original.supplier_name ?? ""}`
            : `${row.original.office_code ?? "-"} - ${row.original.office_name ?? ""}`,
      },
      {
        id: "order_date",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => row.original.order_date,
      },
      {
        id: "expected_date",
        header: "Perkiraan Tiba",
        cell: ({ row }) => row.original.expected_date ?? "-",
      },
      {
        id: "status",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => <PurchaseOrderStatusBadge status={row.original.status} />,
      },
      {
        id: "total_price",
        header: "Total",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.total_price),
      },
    ],
    [buyer, cfg.basePath],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      <DataTable<PurchaseOrderAttributes, Row>
        resource="purchase-orders"
        label={`Daftar ${cfg.title}`}
        columns={columns}
        select={select}
        defaultSort="-createdAt"
        filters={{
          status,
          supplier_office_id: buyer ? supplier : "",
          order_date_from: from,
          order_date_to: to,
        }}
        searchPlaceholder="Cari kode pembelian"
        onRowClick={(row) => router.push(`${cfg.basePath}/${row.id}`)}
        rowActions={(row) => (
          <RowLink href={`${cfg.basePath}/${row.id}`} label={`Detail ${row.code}`} />
        )}
        toolbar={
          <>
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={cfg.statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
            />
            {buyer ? (
              <FilterSelect
                label="Supplier"
                value={supplier}
                onChange={setSupplier}
                options={suppliers.map((s) => ({ value: s.id, label: `${s.code} - ${s.name}` }))}
              />
            ) : null}
            <DateRangeFilter from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
            {mayCreate && cfg.createPath ? (
              <Link href={cfg.createPath} className={buttonVariants()}>
                <Plus className="size-4" aria-hidden="true" />
                Tambah Pembelian
              </Link>
            ) : null}
          </>
        }
      />
    </div>
  );
}
