"use client";

// The ledger drill-down (kartu stok) of one stock row: GET stocks/{id} for the header and
// stocks/{id}/stock-trxes newest first, paged by cursor (page[after] / page[before]: a keyset on
// (created_at, id) over the index (stock_id, created_at), so page 1 and page 40,000 of a stock
// with a million rows cost the same). Type, source document (with its code where the source has
// one, one list call per source type and page), quantity (+/-), running balance, actor, date.
import * as React from "react";
import Link from "next/link";
import { ArrowLeft, ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { callAction } from "@/components/setup/action-client";
import { dateTime } from "@/components/notifications/format";
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
import { failureText, getResource, listResources, type ResourceObject } from "@/lib/jsonapi-client";
import { cn } from "@/lib/utils";
import {
  SOURCE_LABEL,
  SOURCE_WITH_CODE,
  STOCK_SCREENS,
  TRX_TYPE_LABEL,
  type StockAttributes,
  type StockScreenKey,
  type StockTrxAttributes,
} from "./config";

export const LEDGER_PAGE_SIZE = 25;

interface LedgerPage {
  rows: ResourceObject<StockTrxAttributes>[];
  next: string | null;
  prev: string | null;
  total: number | null;
  /** The server stopped counting at its cap (docs/api.md countCap): "more than" total. */
  totalCapped: boolean;
}

/** The cursor a link of the document carries (links are absolute URLs). */
function cursorOf(link: unknown, name: "page[after]" | "page[before]"): string | null {
  if (typeof link !== "string") return null;
  try {
    return new URL(link).searchParams.get(name);
  } catch {
    return null;
  }
}

type Cursor = { after: string } | { before: string } | null;

async function loadPage(stockId: string, cursor: Cursor): Promise<LedgerPage> {
  const q = new URLSearchParams({ sort: "-createdAt", "page[limit]": String(LEDGER_PAGE_SIZE) });
  if (cursor && "after" in cursor) q.set("page[after]", cursor.after);
  if (cursor && "before" in cursor) q.set("page[before]", cursor.before);
  const doc = await callAction<{
    data: ResourceObject<StockTrxAttributes>[];
    links?: Record<string, unknown>;
    meta?: { page?: { total?: number; totalCapped?: boolean } };
  }>(`stocks/${encodeURIComponent(stockId)}/stock-trxes?${q.toString()}`, "GET");
  return {
    rows: doc.data,
    next: cursorOf(doc.links?.next, "page[after]"),
    prev: cursorOf(doc.links?.prev, "page[before]"),
    total: doc.meta?.page?.total ?? null,
    totalCapped: doc.meta?.page?.totalCapped === true,
  };
}

/** Codes of the source documents on a page: one call per source type that has codes. */
async function loadCodes(rows: ResourceObject<StockTrxAttributes>[]): Promise<Map<string, string>> {
  const byType = new Map<string, Set<string>>();
  for (const r of rows) {
    const { source_type: t, source_id: id } = r.attributes;
    if (!t || !id || !(SOURCE_WITH_CODE as readonly string[]).includes(t)) continue;
    if (!byType.has(t)) byType.set(t, new Set());
    byType.get(t)?.add(id);
  }
  const codes = new Map<string, string>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      try {
        const r = await listResources<{ code: string }>(type, {
          page: { number: 1, size: ids.size },
          filter: { id: [...ids].join(",") },
          fields: { [type]: ["code"] },
        });
        for (const row of r.rows) codes.set(`${type}:${row.id}`, row.code);
      } catch {
        // A source the caller may not read (another office's document): shown without a code.
      }
    }),
  );
  return codes;
}

export function StockLedger({ screen, stockId }: { screen: StockScreenKey; stockId: string }) {
  const cfg = STOCK_SCREENS[screen];
  const [stock, setStock] = React.useState<StockAttributes | null>(null);
  const [stockError, setStockError] = React.useState<string | null>(null);
  const [cursor, setCursor] = React.useState<Cursor>(null);
  const [loaded, setLoaded] = React.useState<{
    key: string;
    page: LedgerPage | null;
    codes: Map<string, string>;
    error: string | null;
  } | null>(null);
  const key = JSON.stringify(cursor);
  const loading = loaded?.key !== key;
  const page = loaded?.page ?? null;
  const codes = loaded?.codes ?? new Map<string, string>();
  const error = loaded?.error ?? null;

  React.useEffect(() => {
    const ac = new AbortController();
    getResource<StockAttributes>("stocks", stockId, {}, ac.signal)
      .then((r) => setStock(r.resource.attributes))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setStockError(failureText(err));
      });
    return () => ac.abort();
  }, [stockId]);

  React.useEffect(() => {
    let live = true;
    loadPage(stockId, cursor)
      .then(async (p) => {
        const c = await loadCodes(p.rows);
        if (live) setLoaded({ key: JSON.stringify(cursor), page: p, codes: c, error: null });
      })
      .catch((err: unknown) => {
        if (live)
          setLoaded((prev) => ({
            key: JSON.stringify(cursor),
            page: prev?.page ?? null,
            codes: prev?.codes ?? new Map(),
            error: failureText(err),
          }));
      });
    return () => {
      live = false;
    };
  }, [stockId, cursor]);

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
                a.source_type && a.source_id
                  ? codes.get(`${a.source_type}:${a.source_id}`)
                  : undefined;
              return (
                <TableRow key={r.id}>
                  <TableCell className="whitespace-nowrap">{dateTime(a.createdAt)}</TableCell>
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
