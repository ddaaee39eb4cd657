"use client";

// What the period still holds, shown in the 'Tutup Buku' dialog before the code is typed
// (GET {periods|mitra-periods}/{id}/-actions/open-items, server/periods/open-items.ts): unverified
// payments, drafts, shipments on the road, unpriced returns ... each with its count and a link to
// the screen that lists them. Closing is still allowed; the person closing decides knowingly.
import * as React from "react";
import Link from "next/link";
import { browserGet, failureText } from "@/lib/jsonapi-client";
import { formatNumber } from "@/lib/format";

interface Item {
  id: string;
  label: string;
  count: number;
  href: string;
}

function itemsOf(document: unknown): Item[] {
  const data = (document as { data?: unknown }).data;
  if (!Array.isArray(data)) return [];
  return data.map((r: { id: string; attributes?: Record<string, unknown> }) => ({
    id: r.id,
    label: String(r.attributes?.label ?? ""),
    count: Number(r.attributes?.count ?? 0),
    href: String(r.attributes?.href ?? "/"),
  }));
}

export function PeriodOpenItems({
  resource,
  periodId,
}: {
  resource: "periods" | "mitra-periods";
  periodId: string;
}) {
  const [state, setState] = React.useState<{
    key: string;
    items: Item[] | null;
    error: string | null;
  } | null>(null);
  const key = `${resource}/${periodId}`;

  React.useEffect(() => {
    const ac = new AbortController();
    browserGet(`${resource}/${periodId}/-actions/open-items`, ac.signal)
      .then((doc) => setState({ key, items: itemsOf(doc), error: null }))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setState({ key, items: null, error: failureText(err) });
      });
    return () => ac.abort();
  }, [resource, periodId, key]);

  const current = state?.key === key ? state : null;
  if (!current) return <p className="text-sm text-muted-foreground">Memeriksa isi periode…</p>;
  if (current.error) return <p className="text-sm text-destructive">{current.error}</p>;
  const open = (current.items ?? []).filter((i) => i.count > 0);
  if (open.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="period-open-items">
        Tidak ada dokumen yang masih terbuka di periode ini.
      </p>
    );
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="period-open-items">
      <p className="font-medium">Masih terbuka di periode ini:</p>
      <ul className="flex flex-col gap-1" aria-label="Masih terbuka di periode ini">
        {open.map((i) => (
          <li key={i.id} className="flex items-center justify-between gap-3">
            <Link href={i.href} className="underline-offset-2 hover:underline">
              {i.label}
            </Link>
            <span className="font-semibold tabular-nums">{formatNumber(i.count)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
