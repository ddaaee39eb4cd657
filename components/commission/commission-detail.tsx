"use client";

// The explanation of one month's commission (/komisi-bulanan/{id}; docs/commission.md): the
// member's personal points against the plan's minimum, its group points per level, and every
// LINE (which downline, its points, the level, the percentage, the amount before and after the
// cap), down to the orders (cash bills, point additions) that made a downline's points.
// Downlines appear with their code and name only.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { ReceiptText } from "lucide-react";
import Link from "next/link";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { callApi, failureText } from "@/lib/jsonapi-client";
import { formatNumber, formatRupiah } from "@/lib/format";
import type { CommissionRow } from "./commission-list";

export interface CommissionPlanView {
  version: number;
  min_personal_points: number;
  point_value: number;
  level_percentages: number[];
  cap_amount: number;
}

interface LineRow {
  id: string;
  source_code: string | null;
  source_name: string | null;
  level: number;
  points: number;
  percentage: number;
  gross_amount: number;
  amount: number;
}

interface PointOrder {
  id: string;
  attributes: {
    code: string;
    order_type_label: string;
    order_date: string;
    total_point: number;
  };
}

const percent = (p: number) => `${p.toLocaleString("id-ID", { maximumFractionDigits: 2 })}%`;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function LineOrders({ line, onClose }: { line: LineRow; onClose: () => void }) {
  const [orders, setOrders] = React.useState<PointOrder[] | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    const ctrl = new AbortController();
    callApi<{ data: PointOrder[] }>(`office-commission-lines/${line.id}/-actions/orders`, {
      signal: ctrl.signal,
    })
      .then((doc) => setOrders(doc.data))
      .catch((e: unknown) => {
        if (!ctrl.signal.aborted) setError(failureText(e));
      });
    return () => ctrl.abort();
  }, [line.id]);
  return (
    <Dialog open onOpenChange={(o) => (!o ? onClose() : undefined)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Transaksi {line.source_code} {line.source_name}
          </DialogTitle>
          <DialogDescription>
            Transaksi yang menghasilkan {formatNumber(line.points)} poin pada periode ini.
          </DialogDescription>
        </DialogHeader>
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
        {!orders && !error ? <p className="text-sm text-muted-foreground">Memuat...</p> : null}
        {orders ? (
          orders.length === 0 ? (
            <p className="text-sm text-muted-foreground">Data Kosong</p>
          ) : (
            <table className="w-full text-sm" aria-label="Daftar transaksi poin">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="py-1">Tanggal</th>
                  <th>No. Transaksi</th>
                  <th>Jenis</th>
                  <th className="text-right">Poin</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id} className="border-t">
                    <td className="py-1">{o.attributes.order_date}</td>
                    <td>{o.attributes.code}</td>
                    <td>{o.attributes.order_type_label}</td>
                    <td className="text-right">{formatNumber(o.attributes.total_point)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function CommissionDetail({
  commission,
  plan,
}: {
  commission: CommissionRow;
  plan: CommissionPlanView | null;
}) {
  const [showing, setShowing] = React.useState<LineRow | null>(null);
  const columns: ColumnDef<LineRow>[] = [
    { id: "level", header: "Level", enableSorting: true, cell: ({ row }) => row.original.level },
    {
      id: "source",
      header: "Mitra Usaha (downline)",
      cell: ({ row }) => (
        <span>
          <span className="font-medium">{row.original.source_code}</span> {row.original.source_name}
        </span>
      ),
    },
    {
      id: "points",
      header: "Poin",
      enableSorting: true,
      cell: ({ row }) => formatNumber(row.original.points),
    },
    { id: "percentage", header: "Persentase", cell: ({ row }) => percent(row.original.percentage) },
    {
      id: "gross_amount",
      header: "Komisi",
      enableSorting: true,
      cell: ({ row }) => formatRupiah(row.original.gross_amount),
    },
    {
      id: "amount",
      header: "Dibayar",
      enableSorting: true,
      cell: ({ row }) => (
        <span className={row.original.amount < row.original.gross_amount ? "text-amber-700" : ""}>
          {formatRupiah(row.original.amount)}
        </span>
      ),
    },
  ];
  const c = commission;
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Komisi {c.period_name}</h1>
          <p className="text-sm text-muted-foreground">
            {c.office_code} {c.office_name}
          </p>
        </div>
        <Link href="/komisi-bulanan" className={buttonVariants({ variant: "outline" })}>
          Kembali
        </Link>
      </header>
      <dl className="grid grid-cols-2 gap-4 rounded-md border p-4 sm:grid-cols-4">
        <Fact label="Poin Pribadi">{formatNumber(c.personal_points)}</Fact>
        <Fact label="Syarat Poin Pribadi">
          {plan ? formatNumber(plan.min_personal_points) : "-"}{" "}
          {c.qualified ? (
            <Badge color="green">Memenuhi syarat</Badge>
          ) : (
            <Badge color="yellow">Belum memenuhi syarat</Badge>
          )}
        </Fact>
        <Fact label="Komisi Sebelum Batas">{formatRupiah(c.gross_amount)}</Fact>
        <Fact label="Komisi Dibayar">{formatRupiah(c.amount)}</Fact>
        <Fact label="Nilai Poin">{plan ? formatRupiah(plan.point_value) : "-"}</Fact>
        <Fact label="Batas Komisi">
          {plan ? (plan.cap_amount > 0 ? formatRupiah(plan.cap_amount) : "Tanpa batas") : "-"}
        </Fact>
        <Fact label="Pembayaran">
          {c.payout_method === "bank_transfer" ? "Transfer bank" : "Saldo"}
        </Fact>
        <Fact label="Versi Rencana">{plan ? `v${plan.version}` : "-"}</Fact>
      </dl>
      <section aria-label="Poin grup per level" className="rounded-md border p-4">
        <h2 className="mb-2 font-semibold">Poin Grup per Level</h2>
        <ul className="flex flex-wrap gap-4 text-sm">
          {c.group_points.map((g, i) => (
            <li key={i}>
              Level {i + 1}: <span className="font-medium">{formatNumber(g)}</span>
              {plan?.level_percentages[i] !== undefined
                ? ` × ${percent(plan.level_percentages[i])}`
                : ""}
            </li>
          ))}
        </ul>
        {!c.qualified ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Poin pribadi belum mencapai syarat, sehingga tidak ada komisi pada periode ini.
          </p>
        ) : null}
      </section>
      <DataTable<LineRow, LineRow>
        resource="office-commission-lines"
        label="Rincian Komisi"
        columns={columns}
        defaultSort="level"
        include={[]}
        filters={{ office_commission_id: c.id }}
        searchPlaceholder="Cari kode atau nama downline"
        rowActions={(row) => (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Transaksi ${row.source_code ?? ""}`}
            onClick={() => setShowing(row)}
          >
            <ReceiptText className="size-4" aria-hidden="true" />
          </Button>
        )}
      />
      {showing ? <LineOrders line={showing} onClose={() => setShowing(null)} /> : null}
    </div>
  );
}
