"use client";

// Shared product UI data: price rows, the price in force, and small lookups loaded once.
import * as React from "react";
import { useToast } from "@/components/widgets/toast";
import { failureText, listResources } from "@/lib/jsonapi-client";

export interface PriceAttributes {
  price: number;
  retail_price: number | null;
  valid_from: string;
  area_id: number;
  buyer_type_id: string;
  product_id: string;
}

export interface NamedRow {
  id: string;
  code: string;
  name: string;
}

/** The latest price already valid (valid_from <= now); null when none is in force yet. */
export function currentPrice<P extends { valid_from: string }>(
  rows: P[],
  now = Date.now(),
): P | null {
  let best: P | null = null;
  for (const p of rows) {
    const t = Date.parse(p.valid_from);
    if (t > now) continue;
    if (!best || t > Date.parse(best.valid_from)) best = p;
  }
  return best;
}

/** Rows of a small reference list (first 100, by `sort`); errors go to a toast. */
export function useLookup(type: string, sort = "name"): NamedRow[] {
  const toast = useToast();
  const [rows, setRows] = React.useState<NamedRow[]>([]);
  React.useEffect(() => {
    const ctl = new AbortController();
    listResources<Omit<NamedRow, "id">>(type, { page: { number: 1, size: 100 }, sort }, ctl.signal)
      .then((r) => setRows(r.rows))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) toast({ variant: "error", description: failureText(err) });
      });
    return () => ctl.abort();
  }, [type, sort, toast]);
  return rows;
}
