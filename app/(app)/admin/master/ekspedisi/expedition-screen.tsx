"use client";

// Admin > Master > Ekspedisi (SPEC §2): expeditions (code, name, phone, address, status) on the
// bank screen pattern: list with search, add/edit in a dialog validated by the server's shared
// schema (lib/schemas/master.ts), delete after 'Yakin' / 'Batal'. A saved row shows the result
// dialog ('Data Berhasil disimpan' / 'Data Berhasil diubah'); a failed save that is not a field
// error (e.g. a duplicate code, 409) shows the failure dialog with 'Ulangi' / 'Kembali'.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useSessionUser } from "@/components/shell/session-provider";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { ResultDialog } from "@/components/widgets/result-dialog";
import { useToast } from "@/components/widgets/toast";
import {
  JsonApiError,
  createResource,
  deleteResource,
  failureText,
  updateResource,
  type Row,
} from "@/lib/jsonapi-client";
import { ZExpeditionCreateInput } from "@/lib/schemas/master";

interface ExpeditionAttributes {
  code: string;
  name: string;
  phone: string | null;
  address: string | null;
  description: string | null;
  is_active: boolean;
}
type Expedition = Row<ExpeditionAttributes>;

type TIn = z.input<typeof ZExpeditionCreateInput>;
type TOut = z.output<typeof ZExpeditionCreateInput>;

type Result =
  { status: "success"; text: string } | { status: "failure"; text: string; retry: () => void };

const RESOURCE = "expeditions";

type StatusFilter = "" | "true" | "false";

export function ExpeditionScreen() {
  const user = useSessionUser();
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [editing, setEditing] = React.useState<Expedition | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<Expedition | null>(null);
  const [busyDelete, setBusyDelete] = React.useState(false);
  const [result, setResult] = React.useState<Result | null>(null);
  const [status, setStatus] = React.useState<StatusFilter>("");

  const mayCreate = can(user, `${RESOURCE}.create`);
  const mayUpdate = can(user, `${RESOURCE}.update`);
  const mayDelete = can(user, `${RESOURCE}.delete`);

  const columns = React.useMemo<ColumnDef<Expedition>[]>(
    () => [
      { id: "code", accessorKey: "code", header: "Kode", enableSorting: true },
      { id: "name", accessorKey: "name", header: "Nama Ekspedisi", enableSorting: true },
      { id: "phone", header: "No. Telp", cell: ({ row }) => row.original.phone || "-" },
      { id: "address", header: "Alamat", cell: ({ row }) => row.original.address || "-" },
      {
        id: "is_active",
        header: "Status",
        cell: ({ row }) =>
          row.original.is_active ? (
            <Badge color="green">Aktif</Badge>
          ) : (
            <Badge color="red">Non Aktif</Badge>
          ),
      },
    ],
    [],
  );

  const onDelete = async () => {
    if (!deleting) return;
    setBusyDelete(true);
    try {
      await deleteResource(RESOURCE, deleting.id);
      toast({ variant: "success", description: "Ekspedisi berhasil dihapus" });
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
        <h1 className="text-2xl font-semibold">Ekspedisi</h1>
        <p className="text-sm text-muted-foreground">Data master ekspedisi.</p>
      </header>
      <DataTable<ExpeditionAttributes>
        resource={RESOURCE}
        label="Daftar Ekspedisi"
        columns={columns}
        defaultSort="name"
        searchPlaceholder="Cari Ekspedisi"
        reloadKey={reloadKey}
        filters={{ is_active: status }}
        toolbar={
          <>
            <label className="flex items-center gap-2 text-sm">
              Status
              <select
                className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                value={status}
                onChange={(e) => setStatus(e.target.value as StatusFilter)}
              >
                <option value="">Semua</option>
                <option value="true">Aktif</option>
                <option value="false">Non Aktif</option>
              </select>
            </label>
            {mayCreate ? (
              <Button type="button" onClick={() => setEditing("new")}>
                <Plus className="size-4" aria-hidden="true" />
                Tambah Ekspedisi
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
        <ExpeditionForm
          key={editing === "new" ? "new" : editing.id}
          expedition={editing === "new" ? null : editing}
          hidden={result !== null}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setReloadKey((k) => k + 1);
            setResult({ status: "success", text });
          }}
          onFailed={(text, retry) => setResult({ status: "failure", text, retry })}
        />
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
        title="Hapus Ekspedisi"
        text={deleting ? `Yakin menghapus ekspedisi '${deleting.name}'?` : ""}
        busy={busyDelete}
        onConfirm={onDelete}
      />
    </div>
  );
}

function ExpeditionForm({
  expedition,
  hidden,
  onClose,
  onSaved,
  onFailed,
}: {
  expedition: Expedition | null;
  /** While the result dialog is up the form stays mounted (for 'Ulangi') but hidden. */
  hidden: boolean;
  onClose: () => void;
  onSaved: (text: string) => void;
  onFailed: (text: string, retry: () => void) => void;
}) {
  const toast = useToast();
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(ZExpeditionCreateInput),
    defaultValues: {
      code: expedition?.code ?? "",
      name: expedition?.name ?? "",
      phone: expedition?.phone ?? "",
      address: expedition?.address ?? "",
      description: expedition?.description ?? "",
      is_active: expedition?.is_active ?? true,
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (expedition) {
        await updateResource(RESOURCE, expedition.id, values);
        onSaved("Data Berhasil diubah");
      } else {
        await createResource(RESOURCE, values);
        onSaved("Data Berhasil disimpan");
      }
    } catch (err) {
      if (err instanceof JsonApiError && (err.status === 422 || err.status === 400)) {
        const text = applyServerErrors(form, err.toFailedResult());
        toast({ variant: "warning", description: text ?? err.message });
        return;
      }
      onFailed(failureText(err), () => void onSubmit());
    }
  });
  const busy = form.formState.isSubmitting;
  const title = expedition ? "Ubah Ekspedisi" : "Tambah Ekspedisi";
  return (
    <Dialog
      open={!hidden}
      onOpenChange={(o) => {
        if (!o && !busy) onClose();
      }}
    >
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Isi data ekspedisi lalu simpan.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label={title}>
          <TextField
            form={form}
            name="code"
            label="Kode Ekspedisi"
            required
            readOnly={busy}
            autoFocus
          />
          <TextField form={form} name="name" label="Nama Ekspedisi" required readOnly={busy} />
          <TextField form={form} name="phone" label="No. Telp" readOnly={busy} />
          <TextField form={form} name="address" label="Alamat" readOnly={busy} />
          <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id="field-is_active"
                  checked={field.value ?? true}
                  onCheckedChange={field.onChange}
                  disabled={busy}
                />
                <Label htmlFor="field-is_active">Aktif</Label>
              </div>
            )}
          />
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
