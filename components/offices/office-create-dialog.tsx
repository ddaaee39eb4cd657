"use client";

// 'Tambah Kantor Pelayanan' / 'Tambah Supplier': a form dialog that POSTs offices with the
// category of the list. Field errors of the server (422, 409 duplicate code) land on their fields.
import * as React from "react";
import { Controller, useForm } from "react-hook-form";
import { FormField, TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { ResultDialog } from "@/components/widgets/result-dialog";
import { useToast } from "@/components/widgets/toast";
import { JsonApiError, createResource, failureText } from "@/lib/jsonapi-client";
import { AREA_LABEL } from "@/lib/office-categories";
import type { TOfficeCreateForm } from "@/lib/schemas/office";
import { FormDialog } from "@/components/forms/form-actions";

const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/office").then((m) => m.ZOfficeCreateForm),
);

type Result =
  { status: "success"; text: string } | { status: "failure"; text: string; retry: () => void };

export function OfficeCreateDialog({
  title,
  categoryId,
  onClose,
  onDone,
}: {
  title: string;
  categoryId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const [result, setResult] = React.useState<Result | null>(null);
  const form = useForm<TOfficeCreateForm>({
    resolver,
    defaultValues: { code: "", name: "", phone: "", email: "", address: "", area: "0" },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await createResource(
        "offices",
        {
          code: v.code.trim(),
          name: v.name.trim(),
          phone: v.phone.trim(),
          email: v.email.trim() || null,
          address: v.address.trim() || null,
        },
        {
          "office-category": { data: { type: "office-categories", id: String(categoryId) } },
          area: { data: v.area === "" ? null : { type: "areas", id: v.area } },
        },
      );
      onDone();
      setResult({ status: "success", text: "Data Berhasil disimpan" });
    } catch (err) {
      if (err instanceof JsonApiError && [400, 409, 422].includes(err.status)) {
        const text = applyServerErrors(form, err.toFailedResult());
        if (text) toast({ variant: "warning", description: text });
        return;
      }
      setResult({ status: "failure", text: failureText(err), retry: () => void onSubmit() });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <>
      <FormDialog
        title={title}
        description="Isi data kantor lalu simpan."
        busy={busy}
        open={result === null}
        onClose={onClose}
        onSubmit={onSubmit}
      >
        <TextField form={form} name="code" label="Kode" required readOnly={busy} autoFocus />
        <TextField form={form} name="name" label="Nama" required readOnly={busy} />
        <TextField form={form} name="phone" label="No. Telp" required readOnly={busy} />
        <TextField form={form} name="email" label="Email" type="email" readOnly={busy} />
        <TextField form={form} name="address" label="Alamat" readOnly={busy} />
        <Controller
          control={form.control}
          name="area"
          render={({ field, fieldState }) => (
            <FormField id="field-area" label="Wilayah" error={fieldState.error?.message}>
              <select
                id="field-area"
                className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                value={field.value}
                onChange={field.onChange}
                disabled={busy}
              >
                {Object.entries(AREA_LABEL).map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </FormField>
          )}
        />
      </FormDialog>
      <ResultDialog
        open={result !== null}
        onOpenChange={(o) => {
          if (!o && result?.status === "success") onClose();
        }}
        status={result?.status ?? "success"}
        text={result?.text}
        onRetry={
          result?.status === "failure"
            ? () => {
                const retry = result.retry;
                setResult(null);
                retry();
              }
            : undefined
        }
        onBack={() => {
          if (result?.status === "failure") setResult(null);
          else onClose();
        }}
      />
    </>
  );
}
