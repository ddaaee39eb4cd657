"use client";

// Bank accounts of one office (office-banks CRUD): the Admin detail tab 'Rekening Bank' and the
// stockist's own 'Bank & Metode Pembayaran' screen. Add / edit in a dialog, delete after 'Yakin'
// / 'Batal' ('Bank berhasil dihapus'). The API scopes every row to the caller's office.
import { ActiveBadge, EditDeleteActions } from "@/components/data-table/row-actions";
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FormField, TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useSessionUser } from "@/components/shell/session-provider";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { useToast } from "@/components/widgets/toast";
import {
  JsonApiError,
  createResource,
  deleteResource,
  failureText,
  updateResource,
  type Row,
} from "@/lib/jsonapi-client";
import { ZOfficeBankForm, type TOfficeBankForm } from "@/lib/schemas/office";
import type { OfficeBankAttributes } from "./types";
import { useBanks } from "./use-banks";
import { FormDialog } from "@/components/forms/form-actions";

type OfficeBank = Row<OfficeBankAttributes> & { bank_id: string | null };

export function OfficeBanksPanel({
  officeId,
  onChanged,
}: {
  officeId: string;
  /** Called after a create / update / delete (e.g. to refresh the payment methods tab). */
  onChanged?: () => void;
}) {
  const user = useSessionUser();
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [editing, setEditing] = React.useState<OfficeBank | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<OfficeBank | null>(null);
  const [busyDelete, setBusyDelete] = React.useState(false);
  const mayCreate = can(user, "office-banks.create");
  const mayUpdate = can(user, "office-banks.update");
  const mayDelete = can(user, "office-banks.delete");
  const changed = () => {
    setReloadKey((k) => k + 1);
    onChanged?.();
  };

  const columns = React.useMemo<ColumnDef<OfficeBank>[]>(
    () => [
      { id: "bank", header: "Bank", cell: ({ row }) => row.original.bank_name ?? "-" },
      {
        id: "account_number",
        accessorKey: "account_number",
        header: "No. Rekening",
        enableSorting: true,
      },
      {
        id: "account_name",
        accessorKey: "account_name",
        header: "Nama Rekening",
        enableSorting: true,
      },
      { id: "branch", header: "Cabang", cell: ({ row }) => row.original.branch || "-" },
      {
        id: "is_active",
        header: "Status",
        cell: ({ row }) => <ActiveBadge active={row.original.is_active} />,
      },
    ],
    [],
  );

  const onDelete = async () => {
    if (!deleting) return;
    setBusyDelete(true);
    try {
      await deleteResource("office-banks", deleting.id);
      toast({ variant: "success", description: "Bank berhasil dihapus" });
      setDeleting(null);
      changed();
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setBusyDelete(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <DataTable<OfficeBankAttributes, OfficeBank>
        resource="office-banks"
        label="Daftar Rekening Bank"
        columns={columns}
        select={(r) =>
          r.resources.map((x) => {
            const bank = x.relationships?.bank?.data;
            return {
              ...x.attributes,
              id: x.id,
              bank_id: bank && !Array.isArray(bank) ? bank.id : null,
            };
          })
        }
        defaultSort="createdAt"
        filters={{ office_id: officeId }}
        searchPlaceholder="Cari Rekening"
        reloadKey={reloadKey}
        toolbar={
          mayCreate ? (
            <Button type="button" onClick={() => setEditing("new")}>
              <Plus className="size-4" aria-hidden="true" />
              Tambah Rekening
            </Button>
          ) : null
        }
        rowActions={
          mayUpdate || mayDelete
            ? (row) => (
                <>
                  <EditDeleteActions
                    editLabel={`Ubah rekening ${row.account_number}`}
                    deleteLabel={`Hapus rekening ${row.account_number}`}
                    onEdit={mayUpdate ? () => setEditing(row) : undefined}
                    onDelete={mayDelete ? () => setDeleting(row) : undefined}
                  />
                </>
              )
            : undefined
        }
      />
      {editing ? (
        <OfficeBankForm
          key={editing === "new" ? "new" : editing.id}
          officeId={officeId}
          account={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            toast({ variant: "success", description: text });
            changed();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) setDeleting(null);
        }}
        variant="yakin"
        title="Hapus Rekening"
        text={
          deleting
            ? `Yakin menghapus rekening ${deleting.bank_name ?? ""} ${deleting.account_number}?`
            : ""
        }
        busy={busyDelete}
        onConfirm={onDelete}
      />
    </div>
  );
}

function OfficeBankForm({
  officeId,
  account,
  onClose,
  onSaved,
}: {
  officeId: string;
  account: OfficeBank | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const toast = useToast();
  const banks = useBanks();
  const form = useForm<TOfficeBankForm>({
    resolver: zodResolver(ZOfficeBankForm),
    defaultValues: {
      bank: account?.bank_id ?? "",
      account_number: account?.account_number ?? "",
      account_name: account?.account_name ?? "",
      branch: account?.branch ?? "",
      is_active: account?.is_active ?? true,
    },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    const attributes = {
      account_number: v.account_number.trim(),
      account_name: v.account_name.trim(),
      branch: v.branch.trim() || null,
      is_active: v.is_active,
    };
    const bank = { bank: { data: { type: "banks", id: v.bank } } };
    try {
      if (account) {
        await updateResource("office-banks", account.id, attributes, bank);
        onSaved("Data Berhasil diubah");
      } else {
        await createResource("office-banks", attributes, {
          ...bank,
          office: { data: { type: "offices", id: officeId } },
        });
        onSaved("Data Berhasil disimpan");
      }
    } catch (err) {
      if (err instanceof JsonApiError && [400, 409, 422].includes(err.status)) {
        const text = applyServerErrors(form, err.toFailedResult());
        if (text) toast({ variant: "warning", description: text });
        return;
      }
      toast({ variant: "error", description: failureText(err) });
    }
  });
  const busy = form.formState.isSubmitting;
  const title = account ? "Ubah Rekening" : "Tambah Rekening";
  return (
    <FormDialog
      title={title}
      description="Isi data rekening bank kantor lalu simpan."
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Controller
        control={form.control}
        name="bank"
        render={({ field, fieldState }) => (
          <FormField id="field-bank" label="Bank" required error={fieldState.error?.message}>
            <select
              id="field-bank"
              aria-required
              className="h-10 rounded-md border border-input bg-background px-2 text-sm"
              value={field.value}
              onChange={field.onChange}
              ref={field.ref}
              disabled={busy}
            >
              <option value="">Pilih Bank</option>
              {banks.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </FormField>
        )}
      />
      <TextField form={form} name="account_number" label="No. Rekening" required readOnly={busy} />
      <TextField form={form} name="account_name" label="Nama Rekening" required readOnly={busy} />
      <TextField form={form} name="branch" label="Cabang" readOnly={busy} />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id="field-bank-is_active"
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={busy}
            />
            <Label htmlFor="field-bank-is_active">Aktif</Label>
          </div>
        )}
      />
    </FormDialog>
  );
}
