"use client";

// The Bonus tools of the Nomor Distributor (docs/commission.md "ND and NE"), one screen with a
// typed config per tool:
// - Generate Mitra Usaha ND (/bonus/tool/generate-mitra-usaha-nd): pick a closed member period,
//   confirm ('Yakin' / 'Batal'), POST mitra-periods/{id}/-actions/generateNd; the runs of the
//   period (who, when, how many) below.
// - Export Mitra Usaha ND/NE (/bonus/tool/export-mitra-usaha-nd-ne): pick a closed member period
//   and download its ND/NE list as Excel or CSV (offices/-actions/exportNdNe, exportNdNeCsv).
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { ExportButton } from "@/components/exports/export-button";
import { useSubmit } from "@/components/forms/use-submit";
import { dateTime } from "@/components/notifications/format";
import { useSessionUser } from "@/components/shell/session-provider";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { useToast } from "@/components/widgets/toast";
import { formatNumber } from "@/lib/format";
import { callApi, failureText } from "@/lib/jsonapi-client";
import { ClosedPeriodSelect, useClosedPeriods } from "./closed-periods";

export type MemberNdTool = "generate" | "export";

const TOOL: Record<MemberNdTool, { title: string; description: string }> = {
  generate: {
    title: "Generate Mitra Usaha ND",
    description:
      "Memberikan Nomor Distributor (ND) berikutnya kepada setiap mitra usaha yang memenuhi syarat poin pribadi pada periode yang sudah ditutup dan belum memiliki ND. Menjalankan ulang tidak membuat ND ganda.",
  },
  export: {
    title: "Export Mitra Usaha ND/NE",
    description:
      "Daftar mitra usaha ber-ND pada periode yang dipilih: ND (baru, mendapat ND dari periode ini) dan NE (lama, sudah memiliki ND dari periode sebelumnya).",
  },
};

interface NdRunRow {
  id: string;
  period_name: string | null;
  user_name: string | null;
  assigned_count: number;
  first_nd: string | null;
  last_nd: string | null;
  note: string | null;
  createdAt: string;
}

const RUN_COLUMNS: ColumnDef<NdRunRow>[] = [
  {
    id: "createdAt",
    header: "Waktu",
    enableSorting: true,
    cell: ({ row }) => dateTime(row.original.createdAt),
  },
  { id: "period", header: "Periode", cell: ({ row }) => row.original.period_name ?? "-" },
  { id: "user", header: "Oleh", cell: ({ row }) => row.original.user_name ?? "-" },
  {
    id: "assigned_count",
    header: "Jumlah ND",
    enableSorting: true,
    cell: ({ row }) => formatNumber(row.original.assigned_count),
  },
  {
    id: "range",
    header: "Nomor",
    cell: ({ row }) =>
      row.original.first_nd
        ? `${row.original.first_nd} s/d ${row.original.last_nd ?? row.original.first_nd}`
        : "-",
  },
  { id: "note", header: "Keterangan", cell: ({ row }) => row.original.note ?? "-" },
];

const query = (periodId: string) => `filter%5Bmember_period_id%5D=${encodeURIComponent(periodId)}`;

export function MemberNdScreen({ tool }: { tool: MemberNdTool }) {
  const cfg = TOOL[tool];
  const user = useSessionUser();
  const toast = useToast();
  const save = useSubmit();
  const { periods, periodId, setPeriodId } = useClosedPeriods();
  const [confirming, setConfirming] = React.useState(false);
  const mayGenerate = can(user, "bonuses.generate-nd");
  const chosen = periods?.find((p) => p.id === periodId);

  const generate = () => {
    setConfirming(false);
    if (!periodId) return;
    void save.submit(
      async () => {
        const doc = await callApi<{ meta?: { message?: string } }>(
          `mitra-periods/${periodId}/-actions/generateNd`,
          { method: "POST", body: { data: { type: "mitra-periods", attributes: {} } } },
        );
        toast({ variant: "success", description: String(doc.meta?.message ?? "Berhasil") });
        save.refresh();
        return "done";
      },
      (err) => toast({ variant: "error", description: failureText(err) }),
    );
  };

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      <div className="flex flex-wrap items-end gap-2">
        <ClosedPeriodSelect
          periods={periods}
          value={periodId}
          onChange={setPeriodId}
          disabled={save.busy}
        />
        {tool === "generate" ? (
          <Button
            type="button"
            disabled={!periodId || save.busy || !mayGenerate}
            onClick={() => setConfirming(true)}
          >
            Generate ND
          </Button>
        ) : (
          <>
            <ExportButton
              label="Download Excel"
              format="xlsx"
              url={`/api/v1/offices/-actions/exportNdNe?${query(periodId)}`}
              disabled={!periodId}
              failureMessage="Gagal export excel"
              fallbackName="nd-ne.xlsx"
            />
            <ExportButton
              label="Download CSV"
              format="csv"
              url={`/api/v1/offices/-actions/exportNdNeCsv?${query(periodId)}`}
              disabled={!periodId}
              failureMessage="Gagal export csv"
              fallbackName="nd-ne.csv"
            />
          </>
        )}
      </div>
      {tool === "generate" && periodId ? (
        <DataTable<NdRunRow, NdRunRow>
          resource="member-nd-runs"
          label="Riwayat Generate ND"
          columns={RUN_COLUMNS}
          defaultSort="-createdAt"
          include={[]}
          filters={{ member_period_id: periodId }}
          searchable={false}
          reloadKey={save.reload}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={generate}
        title={cfg.title}
        text={`ND akan dibuat untuk mitra usaha yang memenuhi syarat pada periode ${chosen?.name ?? ""}. Lanjutkan?`}
        variant="yakin"
        busy={save.busy}
      />
    </div>
  );
}
