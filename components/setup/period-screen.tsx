"use client";

// Admin > Setup > Periode Tutup Buku (SPEC §2): tabs Bonus (member periods, mitra-periods) and
// Penjualan (accounting periods, periods) at /admin/setup/periode-tutup-buku/{bonus,penjualan}.
// The list shows every period; an open one can be changed ('Ubah': name and dates ->
// 'Periode berhasil diubah') and closed ('Tutup Buku': a dialog that enables 'Ya' only when the
// typed text equals the period's name, then the close action -> 'Tutup buku berhasil'). Closing
// closes the period and opens the next one in one background job (server/jobs): the request
// waits for it and answers its result, or 202 'Tutup buku sedang diproses' when it takes longer
// (docs/admin-setup.md, docs/operations.md "Background jobs").
import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Lock, Pencil } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/components/shell/session-provider";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { PeriodOpenItems } from "./period-open-items";
import { useToast } from "@/components/widgets/toast";
import { cn } from "@/lib/utils";
import { failureText, type Row } from "@/lib/jsonapi-client";
import { callAction } from "./action-client";
import { CloseProgress } from "./close-progress";
import { CloseRuns } from "./close-runs";
import type { InitialList } from "@/components/data-table/query";
import {
  PERIOD_RESOURCE,
  periodListQuery,
  type PeriodResource,
  type PeriodTab,
} from "./period-query";

export type { PeriodTab, PeriodResource };

interface PeriodConfig {
  resource: PeriodResource;
  label: string;
  updatePermission: string;
  closePermission: string;
  /** The close action for a period id. */
  close: (id: string) => { path: string; body: unknown };
}

const CONFIG: Record<PeriodTab, PeriodConfig> = {
  bonus: {
    resource: PERIOD_RESOURCE.bonus,
    label: "Bonus",
    updatePermission: "mitra-periods.update",
    closePermission: "mitra-periods.close",
    close: (id) => ({ path: `mitra-periods/${id}/-actions/close-mitra-period`, body: undefined }),
  },
  penjualan: {
    resource: PERIOD_RESOURCE.penjualan,
    label: "Penjualan",
    updatePermission: "periods.update",
    closePermission: "setups.run-close-period",
    close: (id) => ({
      path: "setups/-actions/runClosePeriod",
      body: { data: { type: "periods", id } },
    }),
  },
};

export const PERIOD_SAVED = "Periode berhasil diubah";
export const PERIOD_CLOSED_OK = "Tutup buku berhasil";

export interface PeriodAttributes {
  name: string;
  start_date: string;
  end_date: string;
  status: "open" | "closing" | "closed";
  closed_at: string | null;
  is_bonus_period?: boolean;
}
export type Period = Row<PeriodAttributes>;

const STATUS: Record<
  PeriodAttributes["status"],
  { text: string; color: "green" | "yellow" | "gray" }
> = {
  open: { text: "Berjalan", color: "green" },
  closing: { text: "Proses Tutup Buku", color: "yellow" },
  closed: { text: "Ditutup", color: "gray" },
};

// The edit form (react-hook-form) shows only after 'Ubah': it loads then, so the list's first
// load carries no form code (docs/browser-performance.md).
const PeriodForm = React.lazy(() =>
  import("./period-form").then((m) => ({ default: m.PeriodForm })),
);

export function PeriodScreen({
  tab,
  initial,
}: {
  tab: PeriodTab;
  /** The first page, loaded with the page (periodListQuery of the tab, prefetchList). */
  initial?: InitialList;
}) {
  const cfg = CONFIG[tab];
  const user = useSessionUser();
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [editing, setEditing] = React.useState<Period | null>(null);
  const [closing, setClosing] = React.useState<Period | null>(null);
  const [busyClose, setBusyClose] = React.useState(false);
  /** A failed or dead close being resumed from the history (its progress shows there). */
  const [resuming, setResuming] = React.useState<string | null>(null);
  const mayUpdate = can(user, cfg.updatePermission);
  const mayClose = can(user, cfg.closePermission);

  const columns = React.useMemo<ColumnDef<Period>[]>(
    () => [
      { id: "name", accessorKey: "name", header: "Nama Periode", enableSorting: true },
      { id: "start_date", accessorKey: "start_date", header: "Tanggal Awal", enableSorting: true },
      { id: "end_date", accessorKey: "end_date", header: "Tanggal Akhir", enableSorting: true },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => {
          const s = STATUS[row.original.status];
          return <Badge color={s.color}>{s.text}</Badge>;
        },
      },
    ],
    [],
  );

  /** Starts (or resumes) the close of a period; true when it is done or goes on in the background. */
  const runClose = async (periodId: string): Promise<boolean> => {
    try {
      const { path, body } = cfg.close(periodId);
      const doc = await callAction<{ data?: unknown; meta?: { message?: string } }>(
        path,
        "POST",
        body,
      );
      // 202 without data: the close outlasted the request and goes on in the background
      // (server/jobs); the list shows the period closed once it is done.
      if (doc?.data === undefined && doc?.meta?.message)
        toast({ variant: "info", description: doc.meta.message });
      else toast({ variant: "success", description: PERIOD_CLOSED_OK });
      return true;
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
      return false;
    } finally {
      setReloadKey((k) => k + 1);
    }
  };

  const onClose = async () => {
    if (!closing) return;
    setBusyClose(true);
    try {
      if (await runClose(closing.id)) setClosing(null);
    } finally {
      setBusyClose(false);
    }
  };

  const onResume = async (periodId: string, periodName: string) => {
    setResuming(periodName);
    try {
      await runClose(periodId);
    } finally {
      setResuming(null);
    }
  };

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Periode Tutup Buku</h1>
        <p className="text-sm text-muted-foreground">
          Ubah tanggal periode berjalan dan tutup buku untuk membuka periode berikutnya.
        </p>
      </header>
      <nav aria-label="Tab periode" className="flex gap-1 border-b">
        {(Object.keys(CONFIG) as PeriodTab[]).map((t) => (
          <Link
            key={t}
            href={`/admin/setup/periode-tutup-buku/${t}`}
            aria-current={t === tab ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-4 py-2 text-sm font-medium",
              t === tab
                ? "border-primary text-primary"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {CONFIG[t].label}
          </Link>
        ))}
      </nav>
      <DataTable<PeriodAttributes>
        {...periodListQuery(tab)}
        initial={initial}
        label={`Daftar Periode ${cfg.label}`}
        columns={columns}
        searchPlaceholder="Cari Periode"
        reloadKey={reloadKey}
        rowActions={(row) =>
          row.status === "open" ? (
            <>
              {mayUpdate ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Ubah ${row.name}`}
                  onClick={() => setEditing(row)}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
              ) : null}
              {mayClose ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Tutup Buku ${row.name}`}
                  onClick={() => setClosing(row)}
                >
                  <Lock className="size-4" aria-hidden="true" />
                  Tutup Buku
                </Button>
              ) : null}
            </>
          ) : (
            <span className="text-xs text-muted-foreground">-</span>
          )
        }
      />
      {resuming ? (
        <div className="rounded-md border p-3" aria-label={`Melanjutkan tutup buku ${resuming}`}>
          <CloseProgress />
        </div>
      ) : null}
      <CloseRuns
        resource={cfg.resource}
        reloadKey={reloadKey}
        mayResume={mayClose}
        busy={busyClose || resuming !== null}
        onResume={(id, name) => void onResume(id, name)}
      />
      {editing ? (
        <React.Suspense fallback={null}>
          <PeriodForm
            key={editing.id}
            resource={cfg.resource}
            row={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              toast({ variant: "success", description: PERIOD_SAVED });
              setEditing(null);
              setReloadKey((k) => k + 1);
            }}
          />
        </React.Suspense>
      ) : null}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(o) => {
          if (!o) setClosing(null);
        }}
        title="Tutup Buku"
        text={
          closing
            ? `Periode ${closing.name} (${closing.start_date} s/d ${closing.end_date}) akan ditutup dan periode berikutnya dibuka. Transaksi bertanggal di periode ini tidak dapat diubah lagi.`
            : ""
        }
        confirmCode={closing?.name}
        busy={busyClose}
        onConfirm={onClose}
      >
        {closing ? <PeriodOpenItems resource={cfg.resource} periodId={closing.id} /> : null}
        {busyClose ? <CloseProgress /> : null}
      </ConfirmDialog>
    </div>
  );
}
