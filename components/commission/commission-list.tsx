"use client";

// Komisi Bulanan (/komisi-bulanan, SPEC §2 "Members have /cashbill and /komisi-bulanan"): the
// signed-in member's commission per closed member period, newest first; a row opens the page that
// explains it line by line (/komisi-bulanan/{id}). Pusat's Bonus staff reach the same list of
// every member from the Bonus area (the API's scope decides which rows a caller sees).
import type { ColumnDef } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { formatNumber, formatRupiah } from "@/lib/format";
import type { InitialList } from "@/components/data-table/query";
import { COMMISSION_LIST_QUERY } from "./query";

export interface CommissionRow {
  id: string;
  office_code: string | null;
  office_name: string | null;
  period_name: string | null;
  personal_points: number;
  group_points: number[];
  qualified: boolean;
  gross_amount: number;
  amount: number;
  payout_method: "saldo" | "bank_transfer" | null;
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

export function CommissionList({
  showMember = false,
  periodId,
  initial,
}: {
  /** The Bonus staff's view: every member, with its code and name. */
  showMember?: boolean;
  /** Only this member period. */
  periodId?: string;
  initial?: InitialList;
}) {
  const router = useRouter();
  const columns: ColumnDef<CommissionRow>[] = [
    { id: "period", header: "Periode", cell: ({ row }) => row.original.period_name ?? "-" },
    ...(showMember
      ? [
          {
            id: "member",
            header: "Mitra Usaha",
            cell: ({ row }: { row: { original: CommissionRow } }) =>
              `${row.original.office_code ?? ""} ${row.original.office_name ?? ""}`,
          },
        ]
      : []),
    {
      id: "personal_points",
      header: "Poin Pribadi",
      enableSorting: true,
      cell: ({ row }) => formatNumber(row.original.personal_points),
    },
    {
      id: "group",
      header: "Poin Grup",
      cell: ({ row }) => formatNumber(sum(row.original.group_points)),
    },
    {
      id: "qualified",
      header: "Status",
      cell: ({ row }) =>
        row.original.qualified ? (
          <Badge color="green">Memenuhi syarat</Badge>
        ) : (
          <Badge color="yellow">Belum memenuhi syarat</Badge>
        ),
    },
    {
      id: "amount",
      header: "Komisi",
      enableSorting: true,
      cell: ({ row }) => <span className="font-medium">{formatRupiah(row.original.amount)}</span>,
    },
    {
      id: "payout",
      header: "Pembayaran",
      cell: ({ row }) =>
        row.original.payout_method === "bank_transfer" ? "Transfer bank" : "Saldo",
    },
  ];
  return (
    <DataTable<CommissionRow, CommissionRow>
      resource={COMMISSION_LIST_QUERY.resource}
      label="Daftar Komisi Bulanan"
      columns={columns}
      defaultSort={COMMISSION_LIST_QUERY.defaultSort}
      pageSize={COMMISSION_LIST_QUERY.pageSize}
      include={COMMISSION_LIST_QUERY.include}
      filters={periodId ? { member_period_id: periodId } : undefined}
      searchable={showMember}
      searchPlaceholder="Cari kode atau nama mitra usaha"
      initial={initial}
      onRowClick={showMember ? undefined : (row) => router.push(`/komisi-bulanan/${row.id}`)}
    />
  );
}
