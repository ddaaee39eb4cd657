"use client";

// The list of one kind of top-up (components/topups/config.ts): state filter, created-date range,
// search by code or office, 'Tambah' when the screen creates top-ups, and for a user with
// balance-trxes.approve-topup 'Approve' ('Topup berhasil diapprove') and 'Tolak' (with a reason)
// on pending ones. Approval is the existing exactly-once use case (approveTopupStockist): a top-up
// decided meanwhile answers 409 and the list shows its outcome; its creator sees no Approve button
// (maker-checker, the server refuses it with 403 too).
import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { DateRangeFilter, FilterSelect } from "@/components/data-table/filter-select";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { formatRupiah } from "@/lib/format";
import { type ListResult } from "@/lib/jsonapi-client";
import { TOPUP_STATUS_LABEL } from "@/lib/labels/topups";
import { useTopupDecision } from "./topup-decision";
import { TOPUP_SCREENS, type TopupRowAttributes, type TopupScreenKey } from "./config";

interface TopupRow extends TopupRowAttributes {
  id: string;
}

const select = (result: ListResult<TopupRowAttributes>): TopupRow[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

const STATUS_COLOR = { pending: "yellow", approved: "green", rejected: "red" } as const;
const STATUS_OPTIONS = Object.entries(TOPUP_STATUS_LABEL).map(([value, label]) => ({
  value,
  label,
}));

function dateTime(iso: string | null): string {
  if (!iso) return "-";
  return new Date(iso).toLocaleString("id-ID", {
    timeZone: "Asia/Jakarta",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

export function TopupList({ screen }: { screen: TopupScreenKey }) {
  const cfg = TOPUP_SCREENS[screen];
  const user = useSessionUser();
  const [status, setStatus] = React.useState("");
  const [from, setFrom] = React.useState("");
  const [to, setTo] = React.useState("");
  const [reloadKey, setReloadKey] = React.useState(0);
  const mayDecide = can(user, "balance-trxes.approve-topup");
  const deposit = cfg.kind === "deposit_sc";
  const decision = useTopupDecision<TopupRow>({
    approveText: (t) =>
      deposit
        ? `Approve topup ${t.code}? Deposit ${t.office_code ?? ""} bertambah ${formatRupiah(t.credit_amount)} (${formatRupiah(t.amount)} x ${t.multiplier ?? "-"}).`
        : `Approve topup ${t.code}? Saldo ${t.office_code ?? ""} bertambah ${formatRupiah(t.credit_amount)}.`,
    onChanged: () => setReloadKey((k) => k + 1),
    buttonsClassName: "flex justify-end gap-2",
  });

  const columns = React.useMemo<ColumnDef<TopupRow>[]>(() => {
    const cols: ColumnDef<TopupRow>[] = [
      { id: "code", header: "Kode", enableSorting: true, cell: ({ row }) => row.original.code },
      {
        id: "createdAt",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => dateTime(row.original.createdAt),
      },
      {
        id: "office",
        header: cfg.officeLabel,
        cell: ({ row }) => `${row.original.office_code ?? "-"} - ${row.original.office_name ?? ""}`,
      },
      {
        id: "amount",
        header: deposit ? "Jumlah Bayar" : "Jumlah",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.amount),
      },
    ];
    if (deposit)
      cols.push(
        { id: "multiplier", header: "Pengali", cell: ({ row }) => row.original.multiplier ?? "-" },
        {
          id: "credit_amount",
          header: "Deposit Masuk",
          cell: ({ row }) => formatRupiah(row.original.credit_amount),
        },
      );
    cols.push(
      {
        id: "status",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => (
          <Badge color={STATUS_COLOR[row.original.status]}>
            {TOPUP_STATUS_LABEL[row.original.status] ?? row.original.status}
          </Badge>
        ),
      },
      { id: "maker", header: "Dibuat", cell: ({ row }) => row.original.created_by_name ?? "-" },
      {
        id: "checker",
        header: "Diapprove",
        cell: ({ row }) =>
          row.original.approved_by_name
            ? `${row.original.approved_by_name} (${dateTime(row.original.approved_at)})`
            : "-",
      },
      {
        id: "description",
        header: "Keterangan",
        cell: ({ row }) =>
          row.original.status === "rejected" && row.original.reject_reason
            ? `Ditolak: ${row.original.reject_reason}`
            : (row.original.description ?? "-"),
      },
    );
    return cols;
  }, [cfg.officeLabel, deposit]);

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">{cfg.title}</h1>
          <p className="text-sm text-muted-foreground">{cfg.description}</p>
        </div>
        {cfg.createPath && cfg.createLabel ? (
          <Link href={cfg.createPath} className={buttonVariants()}>
            <Plus className="size-4" aria-hidden="true" />
            {cfg.createLabel}
          </Link>
        ) : null}
      </header>
      <DataTable<TopupRowAttributes, TopupRow>
        resource="topups"
        label={cfg.title}
        columns={columns}
        select={select}
        defaultSort="-createdAt"
        filters={{ topup_type: cfg.kind, status, date_from: from, date_to: to }}
        searchPlaceholder={`Cari kode topup atau ${cfg.officeLabel}`}
        reloadKey={reloadKey}
        toolbar={
          <>
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={STATUS_OPTIONS}
            />
            <DateRangeFilter from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
          </>
        }
        rowActions={
          mayDecide
            ? (row) =>
                row.status !== "pending" ? null : row.created_by_id === user.id ? (
                  <span className="text-xs text-muted-foreground">Menunggu pengguna lain</span>
                ) : (
                  decision.buttons(row)
                )
            : undefined
        }
      />
      {decision.dialogs}
    </div>
  );
}
