"use client";

// The closed member periods (newest first) and the picker of one of them: the Bonus screens that
// work on a closed month (Ambil Data Bonus, Download, Generate ND, Export ND/NE).
import * as React from "react";
import { SELECT_CLASS } from "@/components/data-table/filter-select";
import { useToast } from "@/components/widgets/toast";
import { failureText, listResources } from "@/lib/jsonapi-client";

export interface ClosedPeriod {
  id: string;
  name: string;
}

/** The closed member periods and the chosen one (the newest at first). */
export function useClosedPeriods(): {
  periods: ClosedPeriod[] | null;
  periodId: string;
  setPeriodId: (id: string) => void;
} {
  const toast = useToast();
  const [periods, setPeriods] = React.useState<ClosedPeriod[] | null>(null);
  const [periodId, setPeriodId] = React.useState("");
  React.useEffect(() => {
    let live = true;
    listResources<{ name: string }>("mitra-periods", {
      filter: { status: "closed" },
      sort: "-start_date",
      page: { number: 1, size: 100 },
    })
      .then((res) => {
        if (!live) return;
        setPeriods(res.rows.map((r) => ({ id: r.id, name: r.name })));
        setPeriodId((cur) => cur || (res.rows[0]?.id ?? ""));
      })
      .catch((e: unknown) => toast({ variant: "error", description: failureText(e) }));
    return () => {
      live = false;
    };
  }, [toast]);
  return { periods, periodId, setPeriodId };
}

export function ClosedPeriodSelect({
  periods,
  value,
  onChange,
  disabled,
}: {
  periods: ClosedPeriod[] | null;
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      Periode Mitra Usaha (sudah ditutup)
      <select
        className={SELECT_CLASS}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled || !periods?.length}
      >
        {periods?.length ? null : <option value="">Belum ada periode yang ditutup</option>}
        {periods?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}
