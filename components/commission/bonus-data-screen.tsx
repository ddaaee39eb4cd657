"use client";

// Ambil Data Bonus (/bonus/ambil-data-bonus) and Download (/bonus/download): a closed member
// period's bonus data (every member's points, group points per level, commission and how it is
// paid, with the bank columns for the bank transfer list) as an XLSX file through the export
// mechanism (office-commissions/-actions/exportBonus), and the same rows on screen.
import { ExportButton } from "@/components/exports/export-button";
import { ClosedPeriodSelect, useClosedPeriods } from "./closed-periods";
import { CommissionList } from "./commission-list";

export function BonusDataScreen({ title, description }: { title: string; description: string }) {
  const { periods, periodId, setPeriodId } = useClosedPeriods();
  const url = `/api/v1/office-commissions/-actions/exportBonus?filter%5Bmember_period_id%5D=${encodeURIComponent(periodId)}`;
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
      <div className="flex flex-wrap items-end gap-2">
        <ClosedPeriodSelect periods={periods} value={periodId} onChange={setPeriodId} />
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
