"use client";

// The office profile form (PATCH offices/{id}): name, code, phone, email, address, NPWP, bank
// account fields, area, active and suspended flags. Same rules as the server (lib/schemas/office.ts
// -> ZOfficeUpdateInput); success shows 'Data berhasil diupdate', 422/409 details land on fields.
import * as React from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FormField, TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { useToast } from "@/components/widgets/toast";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import { JsonApiError, failureText, getResource, updateResource } from "@/lib/jsonapi-client";
import { AREA_LABEL } from "@/lib/office-categories";
import { officeEditPayload } from "@/lib/schemas/office-rules";
import type { TOfficeEditForm } from "@/lib/schemas/office";
import type { OfficeAttributes } from "./types";
import { useBanks } from "./use-banks";
import { SaveButton } from "@/components/forms/save-button";

export const OFFICE_UPDATED = "Data berhasil diupdate";

const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/office").then((m) => m.ZOfficeEditForm),
);

function formValues(o: OfficeAttributes, bankId: string | null): TOfficeEditForm {
  return {
    code: o.code,
    name: o.name,
    phone: o.phone ?? "",
    email: o.email ?? "",
    address: o.address ?? "",
    address2: o.address2 ?? "",
    postal_code: o.postal_code ?? "",
    npwp_number: o.npwp_number ?? "",
    npwp_name: o.npwp_name ?? "",
    bank: bankId ?? "",
    bank_account_number: o.bank_account_number ?? "",
    bank_account_name: o.bank_account_name ?? "",
    bank_branch_name: o.bank_branch_name ?? "",
    area: o.area_code === null ? "" : String(o.area_code),
    is_active: o.is_active,
    is_suspended: o.is_suspended,
    is_pbs_activated: o.is_pbs_activated,
  };
}

const selectClass = "h-10 rounded-md border border-input bg-background px-2 text-sm";

export function OfficeEditForm({
  officeId,
  office,
  bankId,
  onSaved,
  onCancel,
}: {
  officeId: string;
  office: OfficeAttributes;
  bankId: string | null;
  onSaved: (office: OfficeAttributes) => void;
  onCancel?: () => void;
}) {
  const toast = useToast();
  const banks = useBanks();
  const form = useForm<TOfficeEditForm>({
    resolver,
    defaultValues: formValues(office, bankId),
  });
  const onSubmit = form.handleSubmit(async (v) => {
    const { attributes, relationships } = officeEditPayload(v);
    try {
      const saved = await updateResource<OfficeAttributes>(
        "offices",
        officeId,
        attributes,
        relationships,
      );
      toast({ variant: "success", description: OFFICE_UPDATED });
      form.reset(formValues(saved, v.bank || null));
      onSaved(saved);
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
  useUnsavedChanges(form.formState.isDirty);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Edit Data Kantor"
      className="grid gap-4 md:grid-cols-2"
    >
      <TextField form={form} name="code" label="Kode" required readOnly={busy} />
      <TextField form={form} name="name" label="Nama" required readOnly={busy} />
      <TextField form={form} name="phone" label="No. Telp" required readOnly={busy} />
      <TextField form={form} name="email" label="Email" type="email" readOnly={busy} />
      <TextField form={form} name="address" label="Alamat" readOnly={busy} />
      <TextField form={form} name="address2" label="Alamat 2" readOnly={busy} />
      <TextField form={form} name="postal_code" label="Kode Pos" readOnly={busy} />
      <SelectField form={form} name="area" label="Wilayah" disabled={busy}>
        <option value="">-</option>
        {Object.entries(AREA_LABEL).map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField form={form} name="npwp_number" label="No. NPWP" readOnly={busy} />
      <TextField form={form} name="npwp_name" label="Nama NPWP" readOnly={busy} />
      <SelectField form={form} name="bank" label="Bank" disabled={busy}>
        <option value="">-</option>
        {banks.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
        {bankId && !banks.some((b) => b.id === bankId) ? (
          <option value={bankId}>Bank saat ini</option>
        ) : null}
      </SelectField>
      <TextField form={form} name="bank_account_number" label="No. Rekening" readOnly={busy} />
      <TextField form={form} name="bank_account_name" label="Nama Rekening" readOnly={busy} />
      <TextField form={form} name="bank_branch_name" label="Cabang Bank" readOnly={busy} />
      <div className="flex items-center gap-6 md:col-span-2">
        <SwitchField form={form} name="is_active" label="Aktif" disabled={busy} />
        <SwitchField form={form} name="is_suspended" label="Suspended" disabled={busy} />
        <SwitchField form={form} name="is_pbs_activated" label="Penjualan PBS" disabled={busy} />
      </div>
      <div className="flex justify-end gap-2 md:col-span-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Batal
          </Button>
        ) : null}
        <SaveButton busy={busy} />
      </div>
    </form>
  );
}

function SelectField({
  form,
  name,
  label,
  disabled,
  children,
}: {
  form: UseFormReturn<TOfficeEditForm>;
  name: "area" | "bank";
  label: string;
  disabled: boolean;
  children: React.ReactNode;
}) {
  const id = `field-${name}`;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message}>
          <select
            id={id}
            className={selectClass}
            value={field.value}
            onChange={field.onChange}
            disabled={disabled}
          >
            {children}
          </select>
        </FormField>
      )}
    />
  );
}

function SwitchField({
  form,
  name,
  label,
  disabled,
}: {
  form: UseFormReturn<TOfficeEditForm>;
  name: "is_active" | "is_suspended" | "is_pbs_activated";
  label: string;
  disabled: boolean;
}) {
  const id = `field-${name}`;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={disabled}
          />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}

/** The same form in a dialog (lists whose offices have no detail page, e.g. Supplier). */
export function OfficeEditDialog({
  officeId,
  title,
  onClose,
  onSaved,
}: {
  officeId: string;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [loaded, setLoaded] = React.useState<{
    office: OfficeAttributes;
    bankId: string | null;
  } | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    const ctrl = new AbortController();
    getResource<OfficeAttributes>("offices", officeId, {}, ctrl.signal)
      .then(({ resource }) => {
        const bank = resource.relationships?.bank?.data;
        setLoaded({
          office: resource.attributes,
          bankId: bank && !Array.isArray(bank) ? bank.id : null,
        });
      })
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) setError(failureText(err));
      });
    return () => ctrl.abort();
  }, [officeId]);
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Ubah data kantor lalu simpan.</DialogDescription>
        </DialogHeader>
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
        <LoadingOverlay show={!loaded && !error} />
        {loaded ? (
          <OfficeEditForm
            officeId={officeId}
            office={loaded.office}
            bankId={loaded.bankId}
            onSaved={onSaved}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
