"use client";

// The add/edit form of an office's bank account (office-banks-panel.tsx), loaded when it opens.
import { Controller, useForm } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FormField, TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { FormDialog } from "@/components/forms/form-actions";
import { useToast } from "@/components/widgets/toast";
import {
  JsonApiError,
  createResource,
  failureText,
  updateResource,
  type Row,
} from "@/lib/jsonapi-client";
import type { TOfficeBankForm } from "@/lib/schemas/office";
import type { OfficeBankAttributes } from "./types";
import { useBanks } from "./use-banks";

const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/office").then((m) => m.ZOfficeBankForm),
);

export type OfficeBank = Row<OfficeBankAttributes> & { bank_id: string | null };

export function OfficeBankForm({
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
    resolver,
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
