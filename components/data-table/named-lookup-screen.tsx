"use client";

// Admin > Master > Pendidikan and Pekerjaan (SPEC §2): one screen driven by a typed config, as
// both resources share one shape (name, description; soft delete). List through the DataTable,
// add/edit in a dialog (react-hook-form + the server's zod rules; 422 details land on the fields),
// delete after 'Yakin' / 'Batal'. Messages of SPEC §8; a failed save shows the first 422 detail,
// otherwise 'Gagal'. Pendidikan also filters by office ('Cari Kantor': the education of the
// chosen office) through the office picker.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Building2, Pencil, Plus, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useSessionUser } from "@/components/shell/session-provider";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { OfficePicker, type PickedOffice } from "@/components/widgets/office-picker";
import { useToast } from "@/components/widgets/toast";
import {
  JsonApiError,
  createResource,
  deleteResource,
  failureText,
  getResource,
  updateResource,
  type Row,
} from "@/lib/jsonapi-client";
import { DataTable } from "./data-table";
import { can } from "./permissions";

export type NamedLookupKind = "educations" | "professions";

interface NamedLookupConfig {
  title: string;
  /** Singular noun for dialog titles, e.g. 'Pendidikan'. */
  noun: string;
  messages: { created: string; updated: string; deleted: string };
  officeFilter: boolean;
}

const CONFIG: Record<NamedLookupKind, NamedLookupConfig> = {
  educations: {
    title: "Pendidikan",
    noun: "Pendidikan",
    messages: {
      created: "Data pendidikan berhasil ditambahkan",
      updated: "Data pendidikan berhasil diubah",
      deleted: "Data pendidikan berhasil dihapus",
    },
    officeFilter: true,
  },
  professions: {
    title: "Pekerjaan",
    noun: "Pekerjaan",
    messages: {
      created: "Profesi berhasil ditambahkan",
      updated: "Profesi berhasil diubah",
      deleted: "Profesi berhasil dihapus",
    },
    officeFilter: false,
  },
};

export interface NamedLookupAttributes {
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

const REQUIRED = "Kolom wajib diisi";

/** The server's rules (server/reference/resources.ts: requiredText(150), optionalText()). */
export const ZNamedLookupInput = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(150, "Maksimal 150 karakter"),
  description: z.string().trim().max(1000, "Maksimal 1000 karakter"),
});
export type TNamedLookupInput = z.infer<typeof ZNamedLookupInput>;

/** An id no row has: the office filter of an office without education lists nothing. */
const NO_ROW = "00000000-0000-0000-0000-000000000000";

/** A failed save (SPEC §8): 422 puts details on the fields and shows the first; otherwise 'Gagal'. */
export function saveFailureText(err: unknown): string {
  return err instanceof JsonApiError && err.status === 422 ? err.message : "Gagal";
}

export function NamedLookupScreen({ kind }: { kind: NamedLookupKind }) {
  const cfg = CONFIG[kind];
  const user = useSessionUser();
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [editing, setEditing] = React.useState<Row<NamedLookupAttributes> | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<Row<NamedLookupAttributes> | null>(null);
  const [busyDelete, setBusyDelete] = React.useState(false);
  const [pickerOpen, setPickerOpen] = React.useState(false);
  const [office, setOffice] = React.useState<{ office: PickedOffice; rowId: string } | null>(null);

  const mayCreate = can(user, `${kind}.create`);
  const mayUpdate = can(user, `${kind}.update`);
  const mayDelete = can(user, `${kind}.delete`);

  const columns = React.useMemo<ColumnDef<Row<NamedLookupAttributes>>[]>(
    () => [
      { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
      {
        id: "description",
        header: "Keterangan",
        cell: ({ row }) => row.original.description || "-",
      },
    ],
    [],
  );

  const onPickOffice = async (picked: PickedOffice) => {
    try {
      const { resource } = await getResource<Record<string, unknown>>("offices", picked.id, {
        fields: { offices: ["education"] },
      });
      const rel = resource.relationships?.education?.data;
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

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">Data master {cfg.noun.toLowerCase()}.</p>
      </header>
      {cfg.officeFilter && office ? (
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
      <DataTable<NamedLookupAttributes>
        resource={kind}
        label={`Daftar ${cfg.noun}`}
        columns={columns}
        defaultSort="name"
        filters={office ? { id: office.rowId } : undefined}
        searchPlaceholder={`Cari ${cfg.noun}`}
        reloadKey={reloadKey}
        toolbar={
          <>
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
          mayUpdate || mayDelete
            ? (row) => (
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
                  {mayDelete ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Hapus ${row.name}`}
                      onClick={() => setDeleting(row)}
                    >
                      <Trash2 className="size-4 text-destructive" aria-hidden="true" />
                    </Button>
                  ) : null}
                </>
              )
            : undefined
        }
      />
      {editing ? (
        <NamedLookupForm
          key={editing === "new" ? "new" : editing.id}
          kind={kind}
          cfg={cfg}
          row={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            toast({ variant: "success", description: message });
            setEditing(null);
            setReloadKey((k) => k + 1);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) setDeleting(null);
        }}
        variant="yakin"
        title={`Hapus ${cfg.noun}`}
        text={deleting ? `Yakin menghapus ${cfg.noun.toLowerCase()} '${deleting.name}'?` : ""}
        busy={busyDelete}
        onConfirm={onDelete}
      />
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

function NamedLookupForm({
  kind,
  cfg,
  row,
  onClose,
  onSaved,
}: {
  kind: NamedLookupKind;
  cfg: NamedLookupConfig;
  row: Row<NamedLookupAttributes> | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const toast = useToast();
  const form = useForm<TNamedLookupInput>({
    resolver: zodResolver(ZNamedLookupInput),
    defaultValues: { name: row?.name ?? "", description: row?.description ?? "" },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    const values = { name: input.name, description: input.description || null };
    try {
      if (row) {
        await updateResource(kind, row.id, values);
        onSaved(cfg.messages.updated);
      } else {
        await createResource(kind, values);
        onSaved(cfg.messages.created);
      }
    } catch (err) {
      if (err instanceof JsonApiError) applyServerErrors(form, err.toFailedResult());
      toast({ variant: "error", description: saveFailureText(err) });
    }
  });
  const busy = form.formState.isSubmitting;
  const title = `${row ? "Ubah" : "Tambah"} ${cfg.noun}`;
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o && !busy) onClose();
      }}
    >
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Isi data {cfg.noun.toLowerCase()} lalu simpan.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label={title}>
          <TextField form={form} name="name" label="Nama" required readOnly={busy} autoFocus />
          <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Batal
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Menyimpan..." : "Simpan"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
