"use client";

// The ONE batch list (batch-config.ts): stock-batches of the user's office through the DataTable
// (server paging, sorting, search by batch code or product), filtered by expiry: expired,
// expiring soon (within BATCH_EXPIRING_DAYS) or still valid.
import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { FilterSelect } from "@/components/data-table/filter-select";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import { BATCH_EXPIRING_DAYS } from "@/lib/labels/stock";
import {
  BATCH_SCREENS,
  EXPIRY_LABEL,
  type BatchAttributes,
  type BatchScreenKey,
} from "./batch-config";

interface Row extends BatchAttributes {
  id: string;
}

const select = (result: ListResult<BatchAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

const EXPIRY_OPTIONS = [
  { value: "expired", label: "Kedaluwarsa" },
  { value: "expiring", label: `Segera kedaluwarsa (${BATCH_EXPIRING_DAYS} hari)` },
  { value: "valid", label: "Belum kedaluwarsa" },
];

function ExpiryBadge({ status }: { status: BatchAttributes["expiry_status"] }) {
  if (!status) return <span>-</span>;
  const color = status === "expired" ? "red" : status === "expiring" ? "yellow" : "green";
  return <Badge color={color}>{EXPIRY_LABEL[status]}</Badge>;
}

export function BatchList({ screen }: { screen: BatchScreenKey }) {
  const cfg = BATCH_SCREENS[screen];
  const user = useSessionUser();
  const [expiry, setExpiry] = React.useState("");
  const mayCreate = cfg.createPath !== null && can(user, "stock-batches.create");

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: "code",
        header: "Kode Batch",
        enableSorting: true,
        cell: ({ row }) => row.original.code,
      },
      {
        id: "product",
        header: "Barang",
        cell: ({ row }) =>
          `${row.original.product_code ?? "-"} - ${row.original.product_name ?? ""}`,
      },
      { id: "warehouse", header: "Gudang", cell: ({ row }) => row.original.warehouse_code ?? "-" },
      {
        id: "production_date",
        header: "Tgl Produksi",
        enableSorting: true,
        cell: ({ row }) => row.original.production_date ?? "-",
      },
      {
        id: "expired_at",
        header: "Tgl Kedaluwarsa",
        enableSorting: true,
        cell: ({ row }) => row.original.expired_at ?? "-",
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
        id: "status",
        header: "Status",
        cell: ({ row }) => <ExpiryBadge status={row.original.expiry_status} />,
      },
    ],
    [],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      <DataTable<BatchAttributes, Row>
        resource="stock-batches"
        label={`Daftar ${cfg.title}`}
        columns={columns}
        select={select}
        defaultSort="expired_at"
        filters={{ office_id: user.officeId ?? "", expiry }}
        searchPlaceholder="Cari kode batch atau barang"
        toolbar={
          <>
            <FilterSelect
              label="Kedaluwarsa"
              value={expiry}
              onChange={setExpiry}
              options={EXPIRY_OPTIONS}
            />
            {mayCreate && cfg.createPath ? (
              <Link href={cfg.createPath} className={buttonVariants()}>
                <Plus className="size-4" aria-hidden="true" />
                Tambah Batch
              </Link>
            ) : null}
          </>
        }
      />
    </div>
  );
}
