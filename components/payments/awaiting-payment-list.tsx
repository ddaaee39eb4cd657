"use client";

// Orders waiting for payment at the Kasir (config.ts): validated and not fully paid, of one kind
// or of every kind, with what is left to pay. The DataTable over `orders` (server-side paging,
// filters and sorting); a row opens the order's payment page.
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Wallet } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { RowLink } from "@/components/data-table/row-link";
import { DateRangeFilter } from "@/components/data-table/filter-select";
import { formatRupiah } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import type { InitialList } from "@/components/data-table/query";
import {
  PAYMENT_SCREENS,
  awaitingPaymentQuery,
  type AwaitingListAttributes,
  type PaymentScreenKey,
} from "./config";
import { orderPaymentPath } from "./paths";

type ListAttributes = AwaitingListAttributes;

interface Row extends ListAttributes {
  id: string;
}

const select = (result: ListResult<ListAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

export function AwaitingPaymentList({
  screen,
  initial,
}: {
  screen: PaymentScreenKey;
  /** The first page, loaded with the page (awaitingPaymentQuery of the screen, prefetchList). */
  initial?: InitialList;
}) {
  const cfg = PAYMENT_SCREENS[screen];
  const router = useRouter();
  const [from, setFrom] = React.useState("");
  const [to, setTo] = React.useState("");
  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: "code",
        header: "Kode",
        enableSorting: true,
        cell: ({ row }) => (
          <Link
            href={orderPaymentPath(row.original.order_type, row.original.id)}
            prefetch={false}
            className="font-medium underline"
          >
            {row.original.code}
          </Link>
        ),
      },
      { id: "origin_code", header: "No. Nota", cell: ({ row }) => row.original.origin_code ?? "-" },
      { id: "order_type", header: "Jenis", cell: ({ row }) => row.original.order_type_label },
      {
        id: "buyer",
        header: "Pembeli",
        cell: ({ row }) =>
          `${row.original.destination_office_code ?? "-"} - ${row.original.destination_office_name ?? ""}`,
      },
      {
        id: "order_date",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => row.original.order_date,
      },
      {
        id: "final_price",
        header: "Total Tagihan",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.final_price),
      },
      {
        id: "paid_amount",
        header: "Dibayar",
        cell: ({ row }) => formatRupiah(row.original.paid_amount),
      },
      {
        id: "remaining_payment",
        header: "Sisa",
        cell: ({ row }) => (
          <span className="font-medium">{formatRupiah(row.original.remaining_payment)}</span>
        ),
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
      <DataTable<ListAttributes, Row>
        {...awaitingPaymentQuery(screen, { from, to })}
        initial={initial}
        label={`Daftar ${cfg.title}`}
        columns={columns}
        select={select}
        searchPlaceholder="Cari kode faktur atau pembeli"
        onRowClick={(row) => router.push(orderPaymentPath(row.order_type, row.id))}
        rowActions={(row) => (
          <RowLink
            href={orderPaymentPath(row.order_type, row.id)}
            label={`Bayar ${row.code}`}
            icon={Wallet}
          />
        )}
        toolbar={<DateRangeFilter from={from} to={to} onFromChange={setFrom} onToChange={setTo} />}
      />
    </div>
  );
}
