"use client";

// The one screen for the Admin lookup masters (SPEC §2 Admin): Pendidikan, Pekerjaan, Hak Akses,
// Bank, Kelompok Barang and Ekspedisi differ only by resource, fields, columns, an optional status
// or office filter and their messages, so each is a typed config below and this component does the
// rest: list through the DataTable, add/edit in a dialog validated with the server's own zod
// schema (lib/schemas/master.ts; 422 details land on their fields), delete after 'Yakin' / 'Batal'.
// The customer service lists (templates, canned responses, response patterns, devices,
// broadcasts) are the same screen with their configs (components/customer-service/
// cs-lookup-screen.tsx): LookupView takes any resource and config, plus what a page puts under
// the list (`children`) and a reload signal from outside (realtime, a form above).
// Two feedback styles, as SPEC §8 gives them:
// - "toast" (pendidikan, pekerjaan, hak akses): success toasts with the resource's message; a
//   failed save shows the first 422 (or 409) detail, otherwise 'Gagal'.
// - "dialog" (bank, kelompok barang, ekspedisi): the result dialog ('Data Berhasil disimpan' /
//   'Data Berhasil diubah'); a field error stays in the form with a warning toast; any other
//   failure (e.g. a duplicate code, 409) shows the failure dialog with 'Ulangi' / 'Kembali'.
import { ActiveBadge, EditDeleteActions } from "@/components/data-table/row-actions";
import { ACTIVE_OPTIONS, FilterSelect } from "./filter-select";
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Building2, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/components/shell/session-provider";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { OfficePickerDialog as OfficePicker } from "@/components/widgets/office-picker-dialog";
import type { PickedOffice } from "@/components/widgets/office-lookup";
import { ResultDialog } from "@/components/widgets/result-dialog";
import { useToast } from "@/components/widgets/toast";
import { callApi, deleteResource, failureText, getResource } from "@/lib/jsonapi-client";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "./data-table";
import {
  LOOKUPS,
  rowMatches,
  type LookupColumn,
  type LookupConfig,
  type LookupKind,
  type LookupRow,
  type LookupRowAction,
} from "./lookup-configs";
import { can } from "./permissions";

// The add/edit form (react-hook-form + the zod schema) and the row panels (an expedition's
// service lines) are not shown at first: they load when opened, so a lookup list's first-load JS
// carries neither (docs/browser-performance.md).
const LookupForm = React.lazy(() =>
  import("./lookup-form").then((m) => ({ default: m.LookupForm })),
);

function text(row: LookupRow, key: string): string {
  const v = row[key];
  return typeof v === "string" ? v : v == null ? "" : String(v);
}

/** An id no row has: the office filter of an office without that relation lists nothing. */
const NO_ROW = "00000000-0000-0000-0000-000000000000";

type StatusFilter = "" | "true" | "false";
type Result =
  { status: "success"; text: string } | { status: "failure"; text: string; retry: () => void };

function cellOf(c: LookupColumn, row: LookupRow): React.ReactNode {
  if (c.render) return c.render(row);
  const v = row[c.key];
  if (c.kind === "status") return <ActiveBadge active={v === true} />;
  const shown = c.labels ? (c.labels[String(v)] ?? "") : text(row, c.key);
  if (!shown) return "-";
  if (c.kind === "badge") return <Badge color={c.colors?.[String(v)] ?? "gray"}>{shown}</Badge>;
  if (c.kind === "code") return <code className="text-xs">{shown}</code>;
  if (c.kind === "clamp")
    return <span className="line-clamp-2 max-w-lg whitespace-pre-wrap">{shown}</span>;
  return `${c.prefix ?? ""}${shown}`;
}

/** An Admin master lookup (LOOKUPS) by its resource type. */
export function LookupScreen({ kind }: { kind: LookupKind }) {
  return <LookupView resource={kind} cfg={LOOKUPS[kind]} />;
}

export function LookupView({
  resource: kind,
  cfg,
  reloadKey: outerReload = 0,
  children,
}: {
  resource: string;
  cfg: LookupConfig;
  /** Bumped from outside (a realtime event, a form above the list): the list reloads. */
  reloadKey?: number;
  /** Content after the list (tools, a second list). */
  children?: React.ReactNode;
}) {
  const user = useSessionUser();
  const toast = useToast();
  const [innerReload, setReloadKey] = React.useState(0);
  const reloadKey = innerReload + outerReload;
  const [polling, setPolling] = React.useState(false);
  const [editing, setEditing] = React.useState<LookupRow | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<LookupRow | null>(null);
  const [panelRow, setPanelRow] = React.useState<LookupRow | null>(null);
  const [busyDelete, setBusyDelete] = React.useState(false);
  const [result, setResult] = React.useState<Result | null>(null);
  const [status, setStatus] = React.useState<StatusFilter>("");
  const [pickerOpen, setPickerOpen] = React.useState(false);
  const [office, setOffice] = React.useState<{ office: PickedOffice; rowId: string } | null>(null);

  const offers = cfg.offers ?? {};
  const perms = cfg.permissions ?? {};
  const mayCreate = offers.create !== false && can(user, perms.create ?? `${kind}.create`);
  const mayUpdate = offers.update !== false && can(user, perms.update ?? `${kind}.update`);
  const mayDelete = offers.delete !== false && can(user, perms.delete ?? `${kind}.delete`);
  const labelOf = (row: LookupRow) => `${cfg.labelPrefix ?? ""}${text(row, cfg.labelKey)}`;

  const columns = React.useMemo<ColumnDef<LookupRow>[]>(
    () =>
      cfg.columns.map((c) => ({
        id: c.key,
        header: c.header,
        enableSorting: c.sortable === true,
        cell: ({ row }) => cellOf(c, row.original),
      })),
    [cfg],
  );

  // While a listed row is in the polled state (a broadcast sending), look again every `ms`.
  const poll = cfg.pollWhile;
  React.useEffect(() => {
    if (!polling || !poll) return;
    const t = setInterval(() => setReloadKey((k) => k + 1), poll.ms);
    return () => clearInterval(t);
  }, [polling, poll]);

  const runAction = async (row: LookupRow, action: LookupRowAction) => {
    if (action.panel) {
      setPanelRow(row);
      return;
    }
    try {
      const doc = await callApi<{ meta?: { message?: string } }>(
        `${kind}/${row.id}/-actions/${action.name}`,
        { method: "POST" },
      );
      toast({ variant: "success", description: doc.meta?.message ?? "Berhasil" });
      setReloadKey((k) => k + 1);
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    }
  };
  const actionsOf = (row: LookupRow) =>
    (cfg.rowActions ?? []).filter(
      (a) => (!a.when || rowMatches(row, a.when)) && (!a.permission || can(user, a.permission)),
    );

  const filters: Record<string, string> = {};
  if (cfg.statusFilter) filters.is_active = status;
  if (office) filters.id = office.rowId;

  const onPickOffice = async (picked: PickedOffice) => {
    const relationship = cfg.officeFilter?.relationship;
    if (!relationship) return;
    try {
      const { resource } = await getResource<Record<string, unknown>>("offices", picked.id, {
        fields: { offices: [relationship] },
      });
      const rel = resource.relationships?.[relationship]?.data;
      setOffice({ office: picked, rowId: rel && !Array.isArray(rel) ? rel.id : NO_ROW });
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    setBusyDelete(true);
    try {
      await deleteResource(kind, deleting.id);
      toast({ variant: "success", description: cfg.messages.deleted });
      setDeleting(null);
      setReloadKey((k) => k + 1);
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setBusyDelete(false);
    }
  };

  const onSaved = (message: string) => {
    setEditing(null);
    setReloadKey((k) => k + 1);
    if (cfg.feedback === "dialog") setResult({ status: "success", text: message });
    else toast({ variant: "success", description: message });
  };

  return (
    <Frame cfg={cfg}>
      {office ? (
        <div className="flex items-center gap-2 text-sm">
          <span>
            Kantor: <span className="font-medium">{office.office.name}</span>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setOffice(null)}
            aria-label="Hapus filter kantor"
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <DataTable<Record<string, unknown>>
        resource={kind}
        label={cfg.tableLabel ?? `Daftar ${cfg.noun}`}
        columns={columns}
        defaultSort={cfg.defaultSort}
        filters={filters}
        include={cfg.include}
        searchPlaceholder={cfg.searchPlaceholder ?? `Cari ${cfg.noun}`}
        reloadKey={reloadKey}
        onLoaded={
          poll ? (result) => setPolling(result.rows.some((r) => rowMatches(r, poll))) : undefined
        }
        toolbar={
          <>
            {cfg.statusFilter ? (
              <FilterSelect
                label="Status"
                value={status}
                onChange={setStatus}
                options={ACTIVE_OPTIONS}
              />
            ) : null}
            {cfg.officeFilter ? (
              <Button type="button" variant="outline" onClick={() => setPickerOpen(true)}>
                <Building2 className="size-4" aria-hidden="true" />
                Cari Kantor
              </Button>
            ) : null}
            {mayCreate ? (
              <Button type="button" onClick={() => setEditing("new")}>
                <Plus className="size-4" aria-hidden="true" />
                Tambah {cfg.noun}
              </Button>
            ) : null}
          </>
        }
        rowActions={
          mayUpdate || mayDelete || cfg.rowActions
            ? (row) => (
                <>
                  {actionsOf(row).map((a) => (
                    <Button
                      key={a.name}
                      type="button"
                      variant={a.text ? "outline" : "ghost"}
                      size="sm"
                      aria-label={`${a.label} ${labelOf(row)}`}
                      title={a.label}
                      onClick={() => void runAction(row, a)}
                    >
                      <a.icon className="size-4" aria-hidden="true" />
                      {a.text ? a.label : null}
                    </Button>
                  ))}
                  <EditDeleteActions
                    editLabel={`Ubah ${labelOf(row)}`}
                    deleteLabel={`Hapus ${labelOf(row)}`}
                    onEdit={mayUpdate ? () => setEditing(row) : undefined}
                    onDelete={mayDelete ? () => setDeleting(row) : undefined}
                  />
                </>
              )
            : undefined
        }
      />
      {editing ? (
        <React.Suspense fallback={null}>
          <LookupForm
            key={editing === "new" ? "new" : editing.id}
            resource={kind}
            cfg={cfg}
            row={editing === "new" ? null : editing}
            hidden={result !== null}
            onClose={() => setEditing(null)}
            onSaved={onSaved}
            onFailed={(failure, retry) => setResult({ status: "failure", text: failure, retry })}
          />
        </React.Suspense>
      ) : null}
      <ResultDialog
        open={result !== null}
        onOpenChange={(o) => {
          if (!o) setResult(null);
        }}
        status={result?.status ?? "success"}
        text={result?.text}
        onRetry={result?.status === "failure" ? result.retry : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) setDeleting(null);
        }}
        variant="yakin"
        title={`Hapus ${cfg.noun}`}
        text={deleting ? `Yakin menghapus ${cfg.noun.toLowerCase()} '${labelOf(deleting)}'?` : ""}
        busy={busyDelete}
        onConfirm={onDelete}
      />
      {cfg.rowPanel && panelRow ? (
        <React.Suspense fallback={null}>
          <cfg.rowPanel
            key={panelRow.id}
            row={panelRow}
            label={text(panelRow, cfg.labelKey)}
            mayEdit={mayUpdate}
            reloadKey={reloadKey}
            onClose={() => {
              setPanelRow(null);
              setReloadKey((k) => k + 1);
            }}
          />
        </React.Suspense>
      ) : null}
      {cfg.officeFilter ? (
        <OfficePicker
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          onSelect={(o) => void onPickOffice(o)}
        />
      ) : null}
      {children}
    </Frame>
  );
}

/** The page (h1) or section (h2) around a list, with its title and subtitle. */
function Frame({ cfg, children }: { cfg: LookupConfig; children: React.ReactNode }) {
  const subtitle = cfg.subtitle ?? `Data master ${cfg.noun.toLowerCase()}.`;
  if (cfg.section)
    return (
      <section aria-label={cfg.title} className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{cfg.title}</h2>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
        {children}
      </section>
    );
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </header>
      {children}
    </div>
  );
}
