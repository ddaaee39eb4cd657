"use client";

// The active banks for the bank selects of the office forms (one call per mounted form).
import * as React from "react";
import { listResources } from "@/lib/jsonapi-client";

export interface BankOption {
  id: string;
  code: string;
  name: string;
}

export function useBanks(): BankOption[] {
  const [banks, setBanks] = React.useState<BankOption[]>([]);
  React.useEffect(() => {
    const ctrl = new AbortController();
    listResources<{ code: string; name: string }>(
      "banks",
      { page: { number: 1, size: 100 }, sort: "name", filter: { is_active: true } },
      ctrl.signal,
    )
      .then((r) => setBanks(r.rows.map((b) => ({ id: b.id, code: b.code, name: b.name }))))
      .catch(() => setBanks([]));
    return () => ctrl.abort();
  }, []);
  return banks;
}
