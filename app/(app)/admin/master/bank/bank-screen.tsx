"use client";

// Admin > Master > Bank (SPEC §2): list with search and a status filter, add/edit in a dialog,
// delete after 'Yakin' / 'Batal' ('Bank berhasil dihapus'). A saved bank shows the result dialog
// ('Data Berhasil disimpan'); a failed save that is not a field error (e.g. a duplicate code)
// shows the failure dialog with 'Ulangi' / 'Kembali'. 422 details land on their fields.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
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

interface BankAttributes {
  code: string;
  name: string;
  description: string | null;
  is_active: boolean;
}
type Bank = Row<BankAttributes>;

const REQUIRED = "Kolom wajib diisi";

/** The server's rules for banks (server/reference/resources.ts). */
const ZBankInput = z.object({
  code: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(32, "Maksimal 32 karakter"),
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(150, "Maksimal 150 karakter"),
  description: z.string().trim().max(1000, "Maksimal 1000 karakter"),
  is_active: z.boolean(),
});
type TBankInput = z.infer<typeof ZBankInput>;

type StatusFilter = "" | "true" | "false";

type Result =
  { status: "success"; text: string } | { status: "failure"; text: string; retry: () => void };

export function BankScreen() {
  const user = useSessionUser();
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [status, setStatus] = React.useState<StatusFilter>("");
  const [editing, setEditing] = React.useState<Bank | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<Bank | null>(null);
  const [busyDelete, setBusyDelete] = React.useState(false);
  const [result, setResult] = React.useState<Result | null>(null);

  const mayCreate = can(user, "banks.create");
  const mayUpdate = can(user, "banks.update");
  const mayDelete = can(user, "banks.delete");

  const columns = React.useMemo<ColumnDef<Bank>[]>(
    () => [
      { id: "code", accessorKey: "code", header: "Kode", enableSorting: true },
      { id: "name", accessorKey: "name", header: "Nama Bank", enableSorting: true },
      {
        id: "description",
        header: "Keterangan",
        cell: ({ row }) => row.original.description || "-",
      },
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
      await deleteResource("banks", deleting.id);
      toast({ variant: "success", description: "Bank berhasil dihapus" });
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
        <h1 className="text-2xl font-semibold">Bank</h1>
        <p className="text-sm text-muted-foreground">Data master bank.</p>
      </header>
      <DataTable<BankAttributes>
        resource="banks"
        label="Daftar Bank"
        columns={columns}
        defaultSort="name"
        filters={{ is_active: status }}
        searchPlaceholder="Cari Bank"
        reloadKey={reloadKey}
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
                Tambah Bank
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
        <BankForm
          key={editing === "new" ? "new" : editing.id}
          bank={editing === "new" ? null : editing}
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
        title="Hapus Bank"
        text={deleting ? `Yakin menghapus bank '${deleting.name}'?` : ""}
        busy={busyDelete}
        onConfirm={onDelete}
      />
    </div>
  );
}

function BankForm({
  bank,
  hidden,
  onClose,
  onSaved,
  onFailed,
}: {
  bank: Bank | null;
  /** While the result dialog is up the form stays mounted (for 'Ulangi') but hidden. */
  hidden: boolean;
  onClose: () => void;
  onSaved: (text: string) => void;
  onFailed: (text: string, retry: () => void) => void;
}) {
  const toast = useToast();
  const form = useForm<TBankInput>({
    resolver: zodResolver(ZBankInput),
    defaultValues: {
      code: bank?.code ?? "",
      name: bank?.name ?? "",
      description: bank?.description ?? "",
      is_active: bank?.is_active ?? true,
    },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    const values = { ...input, description: input.description || null };
    try {
      if (bank) {
        await updateResource("banks", bank.id, values);
        onSaved("Data Berhasil diubah");
      } else {
        await createResource("banks", values);
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
  const title = bank ? "Ubah Bank" : "Tambah Bank";
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
          <DialogDescription>Isi data bank lalu simpan.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label={title}>
          <TextField form={form} name="code" label="Kode Bank" required readOnly={busy} autoFocus />
          <TextField form={form} name="name" label="Nama Bank" required readOnly={busy} />
          <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id="field-is_active"
                  checked={field.value}
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
