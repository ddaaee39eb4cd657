"use client";

// Admin > Master > Kelompok Barang (SPEC §2): product categories (code, name, description) on the
// bank screen pattern: list with search, add/edit in a dialog validated by the server's shared
// schema (lib/schemas/master.ts), delete after 'Yakin' / 'Batal'. A saved row shows the result
// dialog ('Data Berhasil disimpan' / 'Data Berhasil diubah'); a failed save that is not a field
// error (e.g. a duplicate code, 409) shows the failure dialog with 'Ulangi' / 'Kembali'.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
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
import { ZCodedLookupCreateInput } from "@/lib/schemas/master";

interface CategoryAttributes {
  code: string;
  name: string;
  description: string | null;
}
type Category = Row<CategoryAttributes>;

type TIn = z.input<typeof ZCodedLookupCreateInput>;
type TOut = z.output<typeof ZCodedLookupCreateInput>;

type Result =
  { status: "success"; text: string } | { status: "failure"; text: string; retry: () => void };

const RESOURCE = "product-categories";

export function ProductCategoryScreen() {
  const user = useSessionUser();
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [editing, setEditing] = React.useState<Category | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<Category | null>(null);
  const [busyDelete, setBusyDelete] = React.useState(false);
  const [result, setResult] = React.useState<Result | null>(null);

  const mayCreate = can(user, `${RESOURCE}.create`);
  const mayUpdate = can(user, `${RESOURCE}.update`);
  const mayDelete = can(user, `${RESOURCE}.delete`);

  const columns = React.useMemo<ColumnDef<Category>[]>(
    () => [
      { id: "code", accessorKey: "code", header: "Kode", enableSorting: true },
      { id: "name", accessorKey: "name", header: "Nama Kelompok", enableSorting: true },
      {
        id: "description",
        header: "Keterangan",
        cell: ({ row }) => row.original.description || "-",
      },
    ],
    [],
  );

  const onDelete = async () => {
    if (!deleting) return;
    setBusyDelete(true);
    try {
      await deleteResource(RESOURCE, deleting.id);
      toast({ variant: "success", description: "Kelompok barang berhasil dihapus" });
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
        <h1 className="text-2xl font-semibold">Kelompok Barang</h1>
        <p className="text-sm text-muted-foreground">Data master kelompok barang.</p>
      </header>
      <DataTable<CategoryAttributes>
        resource={RESOURCE}
        label="Daftar Kelompok Barang"
        columns={columns}
        defaultSort="name"
        searchPlaceholder="Cari Kelompok Barang"
        reloadKey={reloadKey}
        toolbar={
          mayCreate ? (
            <Button type="button" onClick={() => setEditing("new")}>
              <Plus className="size-4" aria-hidden="true" />
              Tambah Kelompok Barang
            </Button>
          ) : null
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
        <CategoryForm
          key={editing === "new" ? "new" : editing.id}
          category={editing === "new" ? null : editing}
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
        title="Hapus Kelompok Barang"
        text={deleting ? `Yakin menghapus kelompok barang '${deleting.name}'?` : ""}
        busy={busyDelete}
        onConfirm={onDelete}
      />
    </div>
  );
}

function CategoryForm({
  category,
  hidden,
  onClose,
  onSaved,
  onFailed,
}: {
  category: Category | null;
  /** While the result dialog is up the form stays mounted (for 'Ulangi') but hidden. */
  hidden: boolean;
  onClose: () => void;
  onSaved: (text: string) => void;
  onFailed: (text: string, retry: () => void) => void;
}) {
  const toast = useToast();
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(ZCodedLookupCreateInput),
    defaultValues: {
      code: category?.code ?? "",
      name: category?.name ?? "",
      description: category?.description ?? "",
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (category) {
        await updateResource(RESOURCE, category.id, values);
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
  const title = category ? "Ubah Kelompok Barang" : "Tambah Kelompok Barang";
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
          <DialogDescription>Isi data kelompok barang lalu simpan.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label={title}>
          <TextField form={form} name="code" label="Kode" required readOnly={busy} autoFocus />
          <TextField form={form} name="name" label="Nama Kelompok" required readOnly={busy} />
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
