"use client";

// /kasir/log-pembayaran: every payment the caller may see (Pusat's Kasir: all), newest first,
// with filters status, kind and payment date range and a search on payment, order and payer.
// The DataTable over `payments` (server-side paging); the code opens the receipt.
import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { DateRangeFilter, FilterSelect } from "@/components/data-table/filter-select";
import { Badge } from "@/components/ui/badge";
import { formatRupiah } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import { ORDER_KIND_LABEL, ORDER_KINDS } from "@/lib/labels/orders";
import { PAYMENT_STATUS_LABEL, PAYMENT_STATUSES } from "@/lib/labels/payments";
import type { PaymentAttributes } from "./config";
import { PAYMENT_STATUS_COLOR, receiptPath } from "./paths";

interface Row extends PaymentAttributes {
  id: string;
}

const select = (result: ListResult<PaymentAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

export function PaymentLog() {
  const [status, setStatus] = React.useState("");
  const [kind, setKind] = React.useState("");
  const [from, setFrom] = React.useState("");
  const [to, setTo] = React.useState("");
  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: "code",
        header: "Kode",
        enableSorting: true,
        cell: ({ row }) =>
          row.original.order_id ? (
            <Link
              href={receiptPath(
                row.original.order_type ?? "",
                row.original.order_id,
                row.original.id,
              )}
              className="font-medium underline"
            >
              {row.original.code}
            </Link>
          ) : (
            row.original.code
          ),
      },
      { id: "order", header: "Order", cell: ({ row }) => row.original.order_code ?? "-" },
      {
        id: "office",
        header: "Pembayar",
        cell: ({ row }) => `${row.original.office_code ?? "-"} - ${row.original.office_name ?? ""}`,
      },
      {
        id: "payment_date",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => row.original.payment_date,
      },
      {
        id: "amount",
        header: "Jumlah",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.amount),
      },
      {
        id: "status",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => (
          <Badge color={PAYMENT_STATUS_COLOR[row.original.status] ?? "gray"}>
            {row.original.status_label}
          </Badge>
        ),
      },
      { id: "kasir", header: "Kasir", cell: ({ row }) => row.original.created_by_name ?? "-" },
      {
        id: "verified",
        header: "Verifikasi",
        cell: ({ row }) => row.original.verified_by_name ?? "-",
      },
    ],
    [],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Log Pembayaran</h1>
        <p className="text-sm text-muted-foreground">Semua pembayaran yang dicatat kasir.</p>
      </header>
      <DataTable<PaymentAttributes, Row>
        resource="payments"
        label="Log Pembayaran"
        columns={columns}
        select={select}
        defaultSort="-createdAt"
        filters={{ status, order_type: kind, payment_date_from: from, payment_date_to: to }}
        searchPlaceholder="Cari kode pembayaran, order atau pembayar"
        toolbar={
          <>
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABEL[s] }))}
            />
            <FilterSelect
              label="Jenis Order"
              value={kind}
              onChange={setKind}
              options={ORDER_KINDS.map((k) => ({ value: k, label: ORDER_KIND_LABEL[k] }))}
            />
            <DateRangeFilter from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
          </>
        }
      />
    </div>
  );
}
