"use client";

// The totals above Data Stock Stockist: offices with stock, units, points, BV and (for callers who
// may read purchase prices) the value, for the same search and office category as the list
// (GET stocks/-actions/stockist-stock-summary, one SQL aggregate on the server).
import * as React from "react";
import { callAction } from "@/components/setup/action-client";
import { Alert } from "@/components/ui/alert";
import { formatNumber, formatRupiah } from "@/lib/format";
import { failureText } from "@/lib/jsonapi-client";

interface SummaryMeta {
  offices_with_stock: number;
  total_quantity: number;
  total_point: number | string;
  total_bonus: number | string;
  total_value?: number | string;
}

export function StockistTotals({
  search,
  category,
  showValue,
}: {
  search: string;
  category: string;
  showValue: boolean;
}) {
  const [state, setState] = React.useState<{ meta: SummaryMeta | null; error: string | null }>({
    meta: null,
    error: null,
  });
  React.useEffect(() => {
    let live = true;
    const q = new URLSearchParams();
    if (search) q.set("filter[search]", search);
    if (category) q.set("filter[office_category_id]", category);
    const qs = q.toString();
    callAction<{ meta: SummaryMeta }>(
      `stocks/-actions/stockist-stock-summary${qs ? `?${qs}` : ""}`,
      "GET",
    )
      .then((doc) => live && setState({ meta: doc.meta, error: null }))
      .catch((err: unknown) => live && setState({ meta: null, error: failureText(err) }));
    return () => {
      live = false;
    };
  }, [search, category]);

  if (state.error) return <Alert variant="error">{state.error}</Alert>;
  const m = state.meta;
  const figures: { label: string; value: string }[] = [
    { label: "Kantor dengan stok", value: m ? formatNumber(m.offices_with_stock) : "…" },
    { label: "Total unit", value: m ? formatNumber(m.total_quantity) : "…" },
    { label: "Total poin", value: m ? formatNumber(Number(m.total_point)) : "…" },
    { label: "Total BV", value: m ? formatRupiah(Number(m.total_bonus)) : "…" },
  ];
  if (showValue)
    figures.push({
      label: "Total nilai (HPP)",
      value: m?.total_value !== undefined ? formatRupiah(Number(m.total_value)) : "…",
    });
  return (
    <dl aria-label="Total stok stockist" className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {figures.map((f) => (
        <div key={f.label} className="rounded-xl border bg-card p-3 shadow-sm">
          <dt className="text-xs text-muted-foreground">{f.label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
