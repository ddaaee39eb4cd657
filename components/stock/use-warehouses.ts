"use client";

// The warehouses of one office (filters and the adjustment form): a small list, one call.
import * as React from "react";
import { failureText, listResources } from "@/lib/jsonapi-client";

export interface WarehouseOption {
  id: string;
  code: string;
  name: string;
  warehouse_type: string;
}

/** A warehouse's type as the screens name it (the option labels, the list's warehouse column). */
export const WAREHOUSE_TYPE_LABEL: Record<string, string> = {
  main: "Utama",
  retur: "Retur",
  damaged: "Rusak",
  secondary: "Kedua",
};

export function useWarehouses(officeId: string | null): {
  warehouses: WarehouseOption[];
  error: string | null;
} {
  const [state, setState] = React.useState<{ warehouses: WarehouseOption[]; error: string | null }>(
    { warehouses: [], error: null },
  );
  React.useEffect(() => {
    if (!officeId) return;
    const ac = new AbortController();
    listResources<Omit<WarehouseOption, "id">>(
      "warehouses",
      {
        page: { number: 1, size: 100 },
        sort: "code",
        filter: { office_id: officeId },
        fields: { warehouses: ["code", "name", "warehouse_type"] },
      },
      ac.signal,
    )
      .then((r) => setState({ warehouses: r.rows, error: null }))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setState({ warehouses: [], error: failureText(err) });
      });
    return () => ac.abort();
  }, [officeId]);
  return state;
}
