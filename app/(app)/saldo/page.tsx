import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { format } from "date-fns";
import { id as localeId } from "date-fns/locale";
import { auth } from "@/auth";
import { getDb } from "@/server/db";
import { loadActor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { parseLedgerQuery } from "@/server/balances/ledger";
import { canSeeSaldo, getMyBalance, type MyBalance } from "@/server/users/get-my-balance";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button-variants";
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
import { SELECT_CLASS } from "@/components/data-table/filter-select";
import { formatRupiah } from "@/lib/format";
import { BALANCE_TRX_TYPE_LABEL, BALANCE_TRX_TYPES } from "@/lib/balance-trx";
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";
import { cn } from "@/lib/utils";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Saldo Saya" };

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined): string =>
  Array.isArray(v) ? (v[0] ?? "") : (v ?? "");

/**
 * /saldo (SPEC §2, §6): Stockist and Stockist Center only; anyone else goes to /. The balance
 * ledger newest first with its running balance ('Saldo Berjalan', computed in SQL by a window
 * function, server/balances/ledger.ts), keyset paged ('Berikutnya' carries the cursor), filtered
 * by account, kind and date range through a plain GET form.
 */
export default async function SaldoPage({ searchParams }: { searchParams: Promise<Search> }) {
  const session = await auth();
  const db = getDb();
  const actor = session?.user?.id ? await loadActor(db, session.user.id, "session") : null;
  if (!actor) redirect("/login");
  if (!canSeeSaldo(actor.officeCategoryId)) redirect("/");
  const sp = await searchParams;
  const q = {
    account: one(sp.account),
    type: one(sp.type),
    from: one(sp.from),
    to: one(sp.to),
    after: one(sp.after),
  };
  let saldo: MyBalance | null = null;
  let error: string | null = null;
  try {
    const parsed = parseLedgerQuery({
      account: q.account,
      type: q.type,
      dateFrom: q.from,
      dateTo: q.to,
      after: q.after,
    });
    saldo = await getMyBalance(db, { filter: parsed.filter, after: parsed.after }, actor);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    error = err.message;
    saldo = await getMyBalance(db, { filter: {}, after: null }, actor);
  }
  const rows = error ? [] : saldo.ledger.rows;
  const isSC = saldo.officeCategoryId === OFFICE_CATEGORY_IDS.STOCKIST_CENTER;
  const filterQuery = new URLSearchParams(
    Object.entries({ account: q.account, type: q.type, from: q.from, to: q.to }).filter(
      ([, v]) => v !== "",
    ),
  );
  const nextQuery = new URLSearchParams(filterQuery);
  if (saldo.ledger.next) nextQuery.set("after", saldo.ledger.next);

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
        <CardContent className="flex flex-col gap-4">
          <form
            method="get"
            action="/saldo"
            className="flex flex-wrap items-end gap-3"
            aria-label="Filter Saldo"
          >
            <label className="flex flex-col gap-1 text-sm">
              Akun
              <select name="account" defaultValue={q.account} className={SELECT_CLASS}>
                <option value="">Semua</option>
                <option value="balance">Saldo</option>
                {isSC ? <option value="deposit">Deposit</option> : null}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Jenis
              <select name="type" defaultValue={q.type} className={SELECT_CLASS}>
                <option value="">Semua</option>
                {BALANCE_TRX_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {BALANCE_TRX_TYPE_LABEL[t] ?? t}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Dari
              <input type="date" name="from" defaultValue={q.from} className={SELECT_CLASS} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Sampai
              <input type="date" name="to" defaultValue={q.to} className={SELECT_CLASS} />
            </label>
            <button type="submit" className={buttonVariants({ size: "sm" })}>
              Terapkan
            </button>
            {filterQuery.size > 0 ? (
              <Link href="/saldo" className={buttonVariants({ variant: "outline", size: "sm" })}>
                Reset
              </Link>
            ) : null}
          </form>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <Table aria-label="Riwayat Transaksi Saldo">
            <TableHeader>
              <TableRow>
                <TableHead>Tanggal</TableHead>
                <TableHead>Jenis</TableHead>
                <TableHead>Dokumen</TableHead>
                <TableHead>Keterangan</TableHead>
                <TableHead className="text-right">Jumlah</TableHead>
                <TableHead className="text-right">Saldo Berjalan</TableHead>
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
                  <TableCell>{row.sourceCode ?? "-"}</TableCell>
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
                    {formatRupiah(row.running)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length === 0 ? <EmptyState /> : null}
          <nav aria-label="Halaman transaksi saldo" className="flex justify-end gap-2">
            {q.after ? (
              <Link
                href={`/saldo${filterQuery.size ? `?${filterQuery.toString()}` : ""}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Terbaru
              </Link>
            ) : null}
            {saldo.ledger.next && !error ? (
              <Link
                href={`/saldo?${nextQuery.toString()}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Berikutnya
              </Link>
            ) : null}
          </nav>
        </CardContent>
      </Card>
    </div>
  );
}
