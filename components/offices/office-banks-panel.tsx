"use client";

// Bank accounts of one office (office-banks CRUD): the Admin detail tab 'Rekening Bank' and the
// stockist's own 'Bank & Metode Pembayaran' screen. Add / edit in a dialog, delete after 'Yakin'
// / 'Batal' ('Bank berhasil dihapus'). The API scopes every row to the caller's office.
import { ActiveBadge, EditDeleteActions } from "@/components/data-table/row-actions";
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/components/shell/session-provider";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { useToast } from "@/components/widgets/toast";
import { deleteResource, failureText } from "@/lib/jsonapi-client";
import type { OfficeBank } from "./office-bank-form";
import type { OfficeBankAttributes } from "./types";

// The add/edit form (and its schema) loads when it is opened (docs/browser-performance.md).
const OfficeBankForm = React.lazy(() =>
  import("./office-bank-form").then((m) => ({ default: m.OfficeBankForm })),
);

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
        <React.Suspense fallback={null}>
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
        </React.Suspense>
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
