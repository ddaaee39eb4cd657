import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { format } from "date-fns";
import { id as localeId } from "date-fns/locale";
import { auth } from "@/auth";
import { getDb } from "@/server/db";
import { loadActor } from "@/server/auth/actor";
import { canSeeSaldo, getMyBalance } from "@/server/users/get-my-balance";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { Pagination } from "@/components/settings/pagination";
import { formatRupiah } from "@/lib/format";
import { BALANCE_TRX_TYPE_LABEL } from "@/lib/balance-trx";
import { cn } from "@/lib/utils";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Saldo Saya" };

/** /saldo (SPEC §2, §6): Stockist and Stockist Center only; anyone else goes to /. */
export default async function SaldoPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await auth();
  const db = getDb();
  const actor = session?.user?.id ? await loadActor(db, session.user.id, "session") : null;
  if (!actor) redirect("/login");
  if (!canSeeSaldo(actor.officeCategoryId)) redirect("/");
  const { page } = await searchParams;
  const saldo = await getMyBalance(db, { page: Array.isArray(page) ? page[0] : page }, actor);
  const { rows } = saldo.trx;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Saldo Saya</h1>
        <p className="text-sm text-muted-foreground">
          {saldo.officeName} ({saldo.officeCode})
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardContent className="flex flex-col gap-1 p-6">
            <span className="text-sm text-muted-foreground">Saldo</span>
            <span className="text-2xl font-semibold" data-testid="saldo-balance">
              {formatRupiah(saldo.balance)}
            </span>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex flex-col gap-1 p-6">
            <span className="text-sm text-muted-foreground">Saldo Deposit</span>
            <span className="text-2xl font-semibold" data-testid="saldo-deposit">
              {formatRupiah(saldo.depositBalance)}
            </span>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Riwayat Transaksi Saldo</h2>
        </CardHeader>
        <CardContent>
          <Table aria-label="Riwayat Transaksi Saldo">
            <TableHeader>
              <TableRow>
                <TableHead>Tanggal</TableHead>
                <TableHead>Jenis</TableHead>
                <TableHead>Keterangan</TableHead>
                <TableHead className="text-right">Jumlah</TableHead>
                <TableHead className="text-right">Saldo Akhir</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="whitespace-nowrap">
                    {format(row.createdAt, "d MMM yyyy HH:mm", { locale: localeId })}
                  </TableCell>
                  <TableCell>
                    {BALANCE_TRX_TYPE_LABEL[row.type] ?? row.type}
                    {row.account === "deposit" ? " (Deposit)" : ""}
                  </TableCell>
                  <TableCell>{row.description ?? "-"}</TableCell>
                  <TableCell
                    className={cn(
                      "text-right whitespace-nowrap",
                      row.amount < 0n ? "text-red-700" : "text-green-700",
                    )}
                  >
                    {formatRupiah(row.amount)}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {formatRupiah(row.balanceAfter)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length === 0 ? <EmptyState /> : null}
          <Pagination
            page={saldo.trx.page}
            hrefPattern="/saldo?page={page}"
            label="Halaman transaksi saldo"
          />
        </CardContent>
      </Card>
    </div>
  );
}
