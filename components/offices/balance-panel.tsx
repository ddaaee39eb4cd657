"use client";

// 'Saldo' tab of a stockist / stockist center: the balances, 'Topup Saldo' (POST
// offices/{id}/-actions/topUpStockist: a pending top-up in whole rupiah), the pending top-ups with
// 'Approve' (approveTopupStockist -> 'Topup berhasil diapprove') or 'Tolak' with a reason
// (rejectTopupStockist -> 'Topup ditolak'), and the balance ledger.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Controller, useForm } from "react-hook-form";
import { Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TOPUP_AMOUNT } from "@/lib/bounds";
import { FormField, TextField } from "@/components/forms/form-field";
import { NumberField } from "@/components/forms/number-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useSessionUser } from "@/components/shell/session-provider";
import { ResultDialog } from "@/components/widgets/result-dialog";
import { useToast } from "@/components/widgets/toast";
import { BALANCE_TRX_TYPE_LABEL } from "@/lib/balance-trx";
import { formatRupiah } from "@/lib/format";
import { JsonApiError, failureText, type Row } from "@/lib/jsonapi-client";
import {
  TOPUP_CREATE_PERMISSION,
  TOPUP_STATUS_LABEL,
  TOPUP_TYPES_BY_CATEGORY,
  TOPUP_TYPE_LABEL,
} from "@/lib/labels/topups";
import type { TTopUpForm, TTopUpFormInput } from "@/lib/schemas/office";
import { officeAction } from "./api";
import { formatDateTime, type BalanceTrxAttributes, type TopupAttributes } from "./types";
import { FormDialog } from "@/components/forms/form-actions";
import { useTopupDecision } from "@/components/topups/topup-decision";

const topUpResolver = lazyZodResolver(() =>
  import("@/lib/schemas/office").then((m) => m.ZTopUpForm),
);

export function BalancePanel({
  officeId,
  categoryId,
  balance,
  deposit,
  onChanged,
}: {
  officeId: string;
  categoryId: number;
  balance: number;
  deposit: number;
  onChanged: () => void;
}) {
  const user = useSessionUser();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [topUpOpen, setTopUpOpen] = React.useState(false);
  // The kinds this user may create for this office (the SC deposit is Penjualan's).
  const kinds = (TOPUP_TYPES_BY_CATEGORY[categoryId] ?? []).filter((k) =>
    can(user, TOPUP_CREATE_PERMISSION[k]),
  );
  const mayTopUp = kinds.length > 0;
  const mayApprove = can(user, "balance-trxes.approve-topup");
  const changed = () => {
    setReloadKey((k) => k + 1);
    onChanged();
  };
  const decision = useTopupDecision<Row<TopupAttributes>>({
    approveText: (t) => `Approve topup ${t.code} sebesar ${formatRupiah(t.amount)}?`,
    onChanged: changed,
  });

  const topupColumns = React.useMemo<ColumnDef<Row<TopupAttributes>>[]>(
    () => [
      { id: "code", accessorKey: "code", header: "Kode", enableSorting: true },
      {
        id: "createdAt",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
      {
        id: "topup_type",
        header: "Jenis",
        cell: ({ row }) => row.original.topup_type_name ?? "-",
      },
      {
        id: "amount",
        header: "Jumlah",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.amount),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <Badge
            color={
              row.original.status === "pending"
                ? "yellow"
                : row.original.status === "approved"
                  ? "green"
                  : "red"
            }
          >
            {TOPUP_STATUS_LABEL[row.original.status] ?? row.original.status}
          </Badge>
        ),
      },
      {
        id: "description",
        header: "Keterangan",
        cell: ({ row }) =>
          row.original.status === "rejected" && row.original.reject_reason
            ? `Ditolak: ${row.original.reject_reason}`
            : (row.original.description ?? "-"),
      },
    ],
    [],
  );

  const ledgerColumns = React.useMemo<ColumnDef<Row<BalanceTrxAttributes>>[]>(
    () => [
      {
        id: "createdAt",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
      {
        id: "trx_type",
        header: "Jenis",
        cell: ({ row }) => BALANCE_TRX_TYPE_LABEL[row.original.trx_type] ?? row.original.trx_type,
      },
      {
        id: "account",
        header: "Akun",
        cell: ({ row }) => (row.original.account === "deposit" ? "Deposit" : "Saldo"),
      },
      {
        id: "amount",
        header: "Jumlah",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.amount),
      },
      {
        id: "balance_after",
        header: "Saldo Akhir",
        cell: ({ row }) => formatRupiah(row.original.balance_after),
      },
      {
        id: "description",
        header: "Keterangan",
        cell: ({ row }) => row.original.description ?? "-",
      },
    ],
    [],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-6">
        <div>
          <p className="text-sm text-muted-foreground">Saldo</p>
          <p className="text-2xl font-semibold" data-testid="office-balance">
            {formatRupiah(balance)}
          </p>
        </div>
        {categoryId === 3 ? (
          <div>
            <p className="text-sm text-muted-foreground">Deposit</p>
            <p className="text-2xl font-semibold" data-testid="office-deposit">
              {formatRupiah(deposit)}
            </p>
          </div>
        ) : null}
        {mayTopUp ? (
          <Button type="button" onClick={() => setTopUpOpen(true)} className="ml-auto">
            <Plus className="size-4" aria-hidden="true" />
            Topup Saldo
          </Button>
        ) : null}
      </div>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">Topup Saldo</h3>
        <DataTable<TopupAttributes>
          resource="topups"
          label="Daftar Topup"
          columns={topupColumns}
          defaultSort="-createdAt"
          filters={{ office_id: officeId }}
          searchPlaceholder="Cari Kode Topup"
          pageSize={5}
          reloadKey={reloadKey}
          rowActions={
            mayApprove
              ? (row) => (row.status === "pending" ? decision.buttons(row) : null)
              : undefined
          }
        />
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">Riwayat Saldo</h3>
        <DataTable<BalanceTrxAttributes>
          resource="balance-trxes"
          label="Riwayat Saldo"
          columns={ledgerColumns}
          defaultSort="-createdAt"
          filters={{ office_id: officeId }}
          searchable={false}
          reloadKey={reloadKey}
        />
      </section>
      {topUpOpen ? (
        <TopUpDialog
          officeId={officeId}
          types={kinds}
          onClose={() => setTopUpOpen(false)}
          onDone={changed}
        />
      ) : null}
      {decision.dialogs}
    </div>
  );
}

function TopUpDialog({
  officeId,
  types,
  onClose,
  onDone,
}: {
  officeId: string;
  types: readonly string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const [saved, setSaved] = React.useState(false);
  const form = useForm<TTopUpFormInput, unknown, TTopUpForm>({
    resolver: topUpResolver,
    defaultValues: { amount: null, topup_type: types[0] ?? "", description: "" },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await officeAction(officeId, "topUpStockist", {
        data: {
          type: "topups",
          attributes: {
            amount: v.amount,
            topup_type: v.topup_type,
            description: v.description.trim() || null,
          },
        },
      });
      onDone();
      setSaved(true);
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
  if (saved)
    return (
      <ResultDialog
        open
        onOpenChange={(o) => {
          if (!o) onClose();
        }}
        status="success"
        text="Data Berhasil disimpan. Topup menunggu approval."
      />
    );
  return (
    <FormDialog
      title="Topup Saldo"
      description="Jumlah dalam rupiah; saldo bertambah setelah diapprove."
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <NumberField
        control={form.control}
        name="amount"
        id="field-amount"
        label="Jumlah"
        spec={TOPUP_AMOUNT}
        required
        readOnly={busy}
      />
      <Controller
        control={form.control}
        name="topup_type"
        render={({ field, fieldState }) => (
          <FormField
            id="field-topup_type"
            label="Jenis Topup"
            required
            error={fieldState.error?.message}
          >
            <select
              id="field-topup_type"
              className="h-10 rounded-md border border-input bg-background px-2 text-sm"
              value={field.value}
              onChange={field.onChange}
              disabled={busy}
            >
              {types.map((t) => (
                <option key={t} value={t}>
                  {TOPUP_TYPE_LABEL[t] ?? t}
                </option>
              ))}
            </select>
          </FormField>
        )}
      />
      <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
    </FormDialog>
  );
}
