"use client";

// Ambil Data Bonus (/bonus/ambil-data-bonus) and Download (/bonus/download): a closed member
// period's bonus data (every member's points, group points per level, commission and how it is
// paid, with the bank columns for the bank transfer list) as an XLSX file through the export
// mechanism (office-commissions/-actions/exportBonus), and the same rows on screen.
import * as React from "react";
import { ExportButton } from "@/components/exports/export-button";
import { SELECT_CLASS } from "@/components/data-table/filter-select";
import { useToast } from "@/components/widgets/toast";
import { failureText, listResources } from "@/lib/jsonapi-client";
import { CommissionList } from "./commission-list";

interface ClosedPeriod {
  id: string;
  name: string;
}

export function BonusDataScreen({ title, description }: { title: string; description: string }) {
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
  const url = `/api/v1/office-commissions/-actions/exportBonus?filter%5Bmember_period_id%5D=${encodeURIComponent(periodId)}`;
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          Periode Mitra Usaha (sudah ditutup)
          <select
            className={SELECT_CLASS}
            value={periodId}
            onChange={(e) => setPeriodId(e.target.value)}
            disabled={!periods?.length}
          >
            {periods?.length ? null : <option value="">Belum ada periode yang ditutup</option>}
            {periods?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <ExportButton
          label="Download Excel"
          format="xlsx"
          url={url}
          disabled={!periodId}
          failureMessage="Gagal export excel"
          fallbackName="data-bonus.xlsx"
        />
      </div>
      {periodId ? <CommissionList key={periodId} showMember periodId={periodId} /> : null}
    </div>
  );
}
