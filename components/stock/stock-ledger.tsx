"use client";

// The ledger drill-down (kartu stok) of one stock row: GET stocks/{id} for the header and
// stocks/{id}/stock-trxes newest first, paged by cursor (page[after] / page[before]: a keyset on
// (created_at, id) over the index (stock_id, created_at), so page 1 and page 40,000 of a stock
// with a million rows cost the same). Type, source document (with its code where the source has
// one, one list call per source type and page), quantity (+/-), running balance, actor, date.
import * as React from "react";
import { useServedFirst } from "@/components/widgets/use-served-first";
import Link from "next/link";
import { ArrowLeft, ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { LocalDateTime } from "@/components/widgets/local-date-time";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatNumber } from "@/lib/format";
import { browserGet, failureText, resourceResultOf, resourceUrl } from "@/lib/jsonapi-client";
import { cn } from "@/lib/utils";
import {
  SOURCE_LABEL,
  STOCK_SCREENS,
  TRX_TYPE_LABEL,
  type StockAttributes,
  type StockScreenKey,
} from "./config";
import {
  loadLedgerPageWithCodes,
  type LedgerCodes,
  type LedgerCursor,
  type LedgerPage,
  type StockLedgerLoaded,
} from "./stock-ledger-load";

const NO_CODES: LedgerCodes = {};

export function StockLedger({
  screen,
  stockId,
  initial,
}: {
  screen: StockScreenKey;
  stockId: string;
  /** The stock and its newest ledger page as the page's server loaded them (loadStockLedger). */
  initial?: StockLedgerLoaded;
}) {
  const cfg = STOCK_SCREENS[screen];
  const [stock, setStock] = React.useState<StockAttributes | null>(initial?.stock ?? null);
  const [stockError, setStockError] = React.useState<string | null>(null);
  const [cursor, setCursor] = React.useState<LedgerCursor>(null);
  const [loaded, setLoaded] = React.useState<{
    key: string;
    page: LedgerPage | null;
    codes: LedgerCodes;
    error: string | null;
  } | null>(
    initial
      ? { key: JSON.stringify(null), page: initial.page, codes: initial.codes, error: null }
      : null,
  );
  // The server's copy stands for the first load of the stock and of the newest page; paging
  // asks the API.
  const stockServedFirst = useServedFirst(initial !== undefined);
  const pageServedFirst = useServedFirst(initial !== undefined);
  const key = JSON.stringify(cursor);
  const loading = loaded?.key !== key;
  const page = loaded?.page ?? null;
  const codes = loaded?.codes ?? NO_CODES;
  const error = loaded?.error ?? null;

  React.useEffect(() => {
    if (stockServedFirst()) return;
    const ac = new AbortController();
    browserGet(resourceUrl("stocks", stockId), ac.signal)
      .then((document) => setStock(resourceResultOf<StockAttributes>(document).resource.attributes))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setStockError(failureText(err));
      });
    return () => ac.abort();
  }, [stockId, stockServedFirst]);

  React.useEffect(() => {
    if (pageServedFirst()) return;
    let live = true;
    loadLedgerPageWithCodes(browserGet, stockId, cursor)
      .then(({ page: p, codes: c }) => {
        if (live) setLoaded({ key: JSON.stringify(cursor), page: p, codes: c, error: null });
      })
      .catch((err: unknown) => {
        if (live)
          setLoaded((prev) => ({
            key: JSON.stringify(cursor),
            page: prev?.page ?? null,
            codes: prev?.codes ?? NO_CODES,
            error: failureText(err),
          }));
      });
    return () => {
      live = false;
    };
  }, [stockId, cursor, pageServedFirst]);

  const back = (
    <Link href={cfg.basePath} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Kembali
    </Link>
  );

  if (stockError)
    return (
      <div className="flex flex-col gap-4 pt-2">
        <div>{back}</div>
        <Alert variant="error">{stockError}</Alert>
      </div>
    );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <div>{back}</div>
      <header>
        <h1 className="text-2xl font-semibold">Kartu Stok</h1>
        {stock ? (
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Barang</dt>
              <dd className="font-medium">
                {stock.product_code} - {stock.product_name}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Gudang</dt>
              <dd className="font-medium">
                {stock.warehouse_code} - {stock.warehouse_name}
              </dd>
            </div>
            {cfg.officeColumns ? (
              <div>
                <dt className="text-muted-foreground">Kantor</dt>
                <dd className="font-medium">
                  {stock.office_code} - {stock.office_name}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted-foreground">Stok saat ini</dt>
              <dd className="font-medium tabular-nums" data-testid="stock-quantity">
                {formatNumber(stock.quantity)}
              </dd>
            </div>
          </dl>
        ) : null}
      </header>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="overflow-x-auto rounded-md border">
        <Table aria-label="Kartu stok" aria-busy={loading || undefined}>
          <TableHeader>
            <TableRow>
              <TableHead>Tanggal</TableHead>
              <TableHead>Jenis</TableHead>
              <TableHead>Dokumen</TableHead>
              <TableHead>Keterangan</TableHead>
              <TableHead className="text-right">Jumlah</TableHead>
              <TableHead className="text-right">Saldo</TableHead>
              <TableHead>Oleh</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page && page.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7}>
                  <EmptyState />
                </TableCell>
              </TableRow>
            ) : null}
            {page?.rows.map((r) => {
              const a = r.attributes;
              const code =
                a.source_type && a.source_id ? codes[`${a.source_type}:${a.source_id}`] : undefined;
              return (
                <TableRow key={r.id}>
                  <TableCell className="whitespace-nowrap">
                    <LocalDateTime iso={a.createdAt} />
                  </TableCell>
                  <TableCell>{TRX_TYPE_LABEL[a.trx_type] ?? a.trx_type}</TableCell>
                  <TableCell>
                    {a.source_type ? (SOURCE_LABEL[a.source_type] ?? a.source_type) : "-"}
                    {code ? <span className="ml-1 font-mono text-xs">{code}</span> : null}
                  </TableCell>
                  <TableCell className="max-w-xs truncate" title={a.description ?? undefined}>
                    {a.description ?? "-"}
                  </TableCell>
                  <TableCell
                    className={cn(
                      "text-right tabular-nums",
                      a.quantity_change < 0 ? "text-red-700" : "text-green-700",
                    )}
                  >
                    {a.quantity_change > 0 ? "+" : ""}
                    {formatNumber(a.quantity_change)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatNumber(a.balance_after)}
                  </TableCell>
                  <TableCell>{a.user_name ?? "Sistem"}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <nav
        aria-label="Halaman kartu stok"
        className="flex items-center justify-between gap-2 text-sm"
      >
        <span className="text-muted-foreground">
          {loading ? <Loader2 className="inline size-4 animate-spin" aria-label="Memuat" /> : null}
          {page?.total !== null && page?.total !== undefined
            ? ` ${page.totalCapped ? "lebih dari " : ""}${formatNumber(page.total)} transaksi`
            : ""}
        </span>
        <span className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!page?.prev || loading}
            onClick={() => page?.prev && setCursor({ before: page.prev })}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Lebih baru
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!page?.next || loading}
            onClick={() => page?.next && setCursor({ after: page.next })}
          >
            Lebih lama
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </span>
      </nav>
    </div>
  );
}
