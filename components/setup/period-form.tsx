"use client";

// The edit form of Periode Tutup Buku (period-screen.tsx): name and dates of an open period.
// Its own module, loaded when 'Ubah' is pressed, so the period list's first load carries no
// react-hook-form.
import { useForm } from "react-hook-form";
import { TextField } from "@/components/forms/form-field";
import { DateField } from "@/components/forms/date-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { FormDialog } from "@/components/forms/form-actions";
import { useToast } from "@/components/widgets/toast";
import { JsonApiError, failureText, updateResource } from "@/lib/jsonapi-client";
import type { Period } from "./period-screen";
import type { PeriodResource } from "./period-query";
import type { TPeriodForm } from "./period-screen-schema";

const resolver = lazyZodResolver(() => import("./period-screen-schema").then((m) => m.ZPeriodForm));

export function PeriodForm({
  resource,
  row,
  onClose,
  onSaved,
}: {
  resource: PeriodResource;
  row: Period;
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const form = useForm<TPeriodForm>({
    resolver,
    defaultValues: { name: row.name, start_date: row.start_date, end_date: row.end_date },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateResource(resource, row.id, values);
      onSaved();
    } catch (err) {
      if (err instanceof JsonApiError) applyServerErrors(form, err.toFailedResult());
      toast({ variant: "error", description: failureText(err) });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <FormDialog
      title="Ubah Periode"
      description="Ubah nama dan tanggal periode berjalan."
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="name" label="Nama Periode" required readOnly={busy} />
      <DateField form={form} name="start_date" label="Tanggal Awal" required readOnly={busy} />
      <DateField form={form} name="end_date" label="Tanggal Akhir" required readOnly={busy} />
    </FormDialog>
  );
}
