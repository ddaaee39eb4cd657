"use client";

// The add/edit form of the Admin lookup screens (lookup-screen.tsx), validated with the server's
// own zod schema (lookup-schemas.ts, loaded on demand by lazyZodResolver; 422 details land on
// their fields). Its own module so that the list loads it (react-hook-form) only when the form
// opens.
import * as React from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver, type LazyResolver } from "@/components/forms/lazy-resolver";
import { FormDialog } from "@/components/forms/form-actions";
import { useToast } from "@/components/widgets/toast";
import { JsonApiError, createResource, failureText, updateResource } from "@/lib/jsonapi-client";
import {
  lookupPayload,
  type LookupConfig,
  type LookupField,
  type LookupRow,
  type LookupValues,
} from "./lookup-configs";

/**
 * Form validation with the server's schema (the config's loadSchema, on demand): its first issue
 * per field lands on that field. One resolver per resource, shared by its forms.
 */
const resolvers = new Map<string, LazyResolver<LookupValues, LookupValues>>();
function lookupResolver(
  resource: string,
  cfg: LookupConfig,
): LazyResolver<LookupValues, LookupValues> {
  let resolver = resolvers.get(resource);
  if (!resolver) {
    resolver = lazyZodResolver(() =>
      Promise.all([import("./lookup-form-schema"), cfg.loadSchema()]).then(([m, schema]) =>
        m.lookupFormSchema(schema, cfg),
      ),
    );
    // The form is open: someone is about to type in it.
    resolver.preload();
    resolvers.set(resource, resolver);
  }
  return resolver;
}

function defaultValues(cfg: LookupConfig, row: LookupRow | null): LookupValues {
  const out: LookupValues = {};
  for (const field of cfg.fields) {
    const v = row ? row[field.name] : field.initial;
    if (field.kind === "switch") out[field.name] = typeof v === "boolean" ? v : true;
    else if (typeof v === "string" || typeof v === "number") out[field.name] = String(v);
    else
      out[field.name] = field.kind === "select" ? (Object.keys(field.options ?? {})[0] ?? "") : "";
  }
  return out;
}

/**
 * A failed save in the toast style (SPEC §8): the first 422 detail, otherwise 'Gagal'. A 409 (the
 * name is taken) also shows its detail: 'Gagal' alone would not say what to fix.
 */
export function saveFailureText(err: unknown): string {
  return err instanceof JsonApiError && (err.status === 422 || err.status === 409)
    ? err.message
    : "Gagal";
}

export function LookupForm({
  resource,
  cfg,
  row,
  hidden,
  onClose,
  onSaved,
  onFailed,
}: {
  resource: string;
  cfg: LookupConfig;
  row: LookupRow | null;
  /** While the result dialog is up the form stays mounted (for 'Ulangi') but hidden. */
  hidden: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  onFailed: (text: string, retry: () => void) => void;
}) {
  const toast = useToast();
  const form = useForm<LookupValues>({
    resolver: lookupResolver(resource, cfg),
    defaultValues: defaultValues(cfg, row),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const payload = lookupPayload(cfg, values);
    try {
      if (row) {
        await updateResource(resource, row.id, payload);
        onSaved(cfg.messages.updated);
      } else {
        await createResource(resource, payload);
        onSaved(cfg.messages.created);
      }
    } catch (err) {
      if (cfg.feedback === "toast") {
        if (err instanceof JsonApiError) applyServerErrors(form, err.toFailedResult());
        toast({ variant: "error", description: saveFailureText(err) });
        return;
      }
      if (err instanceof JsonApiError && (err.status === 422 || err.status === 400)) {
        const first = applyServerErrors(form, err.toFailedResult());
        toast({ variant: "warning", description: first ?? err.message });
        return;
      }
      onFailed(failureText(err), () => void onSubmit());
    }
  });
  const busy = form.formState.isSubmitting;
  const title = `${row ? "Ubah" : "Tambah"} ${cfg.noun}`;
  return (
    <FormDialog
      title={title}
      description={cfg.formDescription ?? `Isi data ${cfg.noun.toLowerCase()} lalu simpan.`}
      busy={busy}
      open={!hidden}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {cfg.fields.map((field, i) => (
        <LookupFormField key={field.name} form={form} field={field} busy={busy} first={i === 0} />
      ))}
      {cfg.formExtra ? (
        <React.Suspense fallback={null}>
          <cfg.formExtra form={form} />
        </React.Suspense>
      ) : null}
    </FormDialog>
  );
}

function LookupFormField({
  form,
  field,
  busy,
  first,
}: {
  form: UseFormReturn<LookupValues>;
  field: LookupField;
  busy: boolean;
  first: boolean;
}) {
  const id = `field-${field.name}`;
  if (field.kind === "switch")
    return (
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: control }) => (
          <div className="flex items-center gap-3">
            <Switch
              id={id}
              checked={control.value === true}
              onCheckedChange={control.onChange}
              disabled={busy}
            />
            <Label htmlFor={id}>{field.label}</Label>
          </div>
        )}
      />
    );
  if (field.kind === "textarea" || field.kind === "select") {
    const error = form.getFieldState(field.name, form.formState).error?.message;
    const aria = fieldAria(id, error, Boolean(field.hint ?? field.required));
    return (
      <FormField
        id={id}
        label={field.label}
        required={field.required}
        error={error}
        hint={field.hint}
      >
        {field.kind === "textarea" ? (
          <textarea
            id={id}
            rows={5}
            readOnly={busy}
            autoFocus={first}
            aria-required={field.required || undefined}
            className="rounded-md border bg-background p-2 text-sm"
            {...aria}
            {...form.register(field.name)}
          />
        ) : (
          <select
            id={id}
            className="h-9 rounded-md border bg-background px-2 text-sm"
            {...aria}
            {...form.register(field.name)}
          >
            {Object.entries(field.options ?? {}).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  }
  return (
    <TextField
      form={form}
      name={field.name}
      label={field.label}
      required={field.required}
      hint={field.hint}
      inputMode={field.kind === "number" ? "numeric" : undefined}
      readOnly={busy}
      autoFocus={first}
    />
  );
}
