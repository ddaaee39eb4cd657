"use client";

// The one screen for the Admin lookup masters (SPEC §2 Admin): Pendidikan, Pekerjaan, Hak Akses,
// Bank, Kelompok Barang and Ekspedisi differ only by resource, fields, columns, an optional status
// or office filter and their messages, so each is a typed config below and this component does the
// rest: list through the DataTable, add/edit in a dialog validated with the server's own zod
// schema (lib/schemas/master.ts; 422 details land on their fields), delete after 'Yakin' / 'Batal'.
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
import { Building2, ListTree, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/components/shell/session-provider";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { OfficePickerDialog as OfficePicker } from "@/components/widgets/office-picker-dialog";
import type { PickedOffice } from "@/components/widgets/office-lookup";
import { ResultDialog } from "@/components/widgets/result-dialog";
import { useToast } from "@/components/widgets/toast";
import { deleteResource, failureText, getResource } from "@/lib/jsonapi-client";
import { DataTable } from "./data-table";
import { LOOKUPS, type LookupKind, type LookupRow } from "./lookup-configs";
import { can } from "./permissions";

// The add/edit form (react-hook-form + the zod schema) and the expedition's service lines are not
// shown at first: they load when opened, so a lookup list's first-load JS carries neither
// (docs/browser-performance.md).
const LookupForm = React.lazy(() =>
  import("./lookup-form").then((m) => ({ default: m.LookupForm })),
);
const ExpeditionServicesDialog = React.lazy(() =>
  import("@/components/master/expedition-services-dialog").then((m) => ({
    default: m.ExpeditionServicesDialog,
  })),
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

export function LookupScreen({ kind }: { kind: LookupKind }) {
  const cfg = LOOKUPS[kind];
  const user = useSessionUser();
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [editing, setEditing] = React.useState<LookupRow | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<LookupRow | null>(null);
  const [panelRow, setPanelRow] = React.useState<LookupRow | null>(null);
  const [busyDelete, setBusyDelete] = React.useState(false);
  const [result, setResult] = React.useState<Result | null>(null);
  const [status, setStatus] = React.useState<StatusFilter>("");
  const [pickerOpen, setPickerOpen] = React.useState(false);
  const [office, setOffice] = React.useState<{ office: PickedOffice; rowId: string } | null>(null);

  const mayCreate = can(user, `${kind}.create`);
  const mayUpdate = can(user, `${kind}.update`);
  const mayDelete = can(user, `${kind}.delete`);

  const columns = React.useMemo<ColumnDef<LookupRow>[]>(
    () =>
      cfg.columns.map((c) =>
        c.kind === "status"
          ? {
              id: c.key,
              header: c.header,
              cell: ({ row }) => <ActiveBadge active={row.original[c.key] === true} />,
            }
          : {
              id: c.key,
              header: c.header,
              enableSorting: c.sortable === true,
              cell: ({ row }) => text(row.original, c.key) || "-",
            },
      ),
    [cfg],
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
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">Data master {cfg.noun.toLowerCase()}.</p>
      </header>
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
        label={`Daftar ${cfg.noun}`}
        columns={columns}
        defaultSort={cfg.defaultSort}
        filters={filters}
        searchPlaceholder={`Cari ${cfg.noun}`}
        reloadKey={reloadKey}
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
          mayUpdate || mayDelete || cfg.rowPanel
            ? (row) => (
                <>
                  {cfg.rowPanel ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Layanan ${text(row, cfg.labelKey)}`}
                      title="Layanan"
                      onClick={() => setPanelRow(row)}
                    >
                      <ListTree className="size-4" aria-hidden="true" />
                    </Button>
                  ) : null}
                  <EditDeleteActions
                    editLabel={`Ubah ${text(row, cfg.labelKey)}`}
                    deleteLabel={`Hapus ${text(row, cfg.labelKey)}`}
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
            kind={kind}
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
        text={
          deleting
            ? `Yakin menghapus ${cfg.noun.toLowerCase()} '${text(deleting, cfg.labelKey)}'?`
            : ""
        }
        busy={busyDelete}
        onConfirm={onDelete}
      />
      {cfg.rowPanel === "expedition-services" && panelRow ? (
        <React.Suspense fallback={null}>
          <ExpeditionServicesDialog
            expedition={{ id: panelRow.id, name: text(panelRow, cfg.labelKey) }}
            mayEdit={mayUpdate}
            onClose={() => setPanelRow(null)}
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
    </div>
  );
}
