"use client";

// The active Supplier offices (category 6), for the supplier picker and the list filter.
import * as React from "react";
import { listResources } from "@/lib/jsonapi-client";

export interface SupplierOption {
  id: string;
  code: string;
  name: string;
}

export const SUPPLIER_CATEGORY_ID = 6;

export function useSuppliers(enabled = true): { suppliers: SupplierOption[]; error: boolean } {
  const [state, setState] = React.useState<{ suppliers: SupplierOption[]; error: boolean }>({
    suppliers: [],
    error: false,
  });
  React.useEffect(() => {
    if (!enabled) return;
    const ac = new AbortController();
    listResources<{ code: string | null; name: string }>(
      "simple-offices",
      {
        page: { number: 1, size: 50 },
        sort: "name",
        filter: { office_category_id: SUPPLIER_CATEGORY_ID, is_active: true },
        fields: { "simple-offices": ["code", "name"] },
      },
      ac.signal,
    )
      .then((r) =>
        setState({
          suppliers: r.rows.map((o) => ({ id: o.id, code: o.code ?? "-", name: o.name })),
          error: false,
        }),
      )
      .catch(() => {
        if (!ac.signal.aborted) setState({ suppliers: [], error: true });
      });
    return () => ac.abort();
  }, [enabled]);
  return state;
}
