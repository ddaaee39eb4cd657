"use client";

// The add/edit form of the Admin lookup screens (lookup-screen.tsx), validated with the server's
// own zod schema (lookup-schemas.ts, loaded on demand by lazyZodResolver; 422 details land on
// their fields). Its own module so that the list loads it (react-hook-form) only when the form
// opens.
import * as React from "react";
import { Controller, useForm } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver, type LazyResolver } from "@/components/forms/lazy-resolver";
import { FormDialog } from "@/components/forms/form-actions";
import { useToast } from "@/components/widgets/toast";
import { JsonApiError, createResource, failureText, updateResource } from "@/lib/jsonapi-client";
import {
  lookupPayload,
  type LookupConfig,
  type LookupKind,
  type LookupRow,
  type LookupValues,
} from "./lookup-configs";

/**
 * Form validation with the server's schema (lookup-schemas.ts, loaded on demand): its first
 * issue per field lands on that field. One resolver per lookup kind, shared by its forms.
 */
const resolvers = new Map<LookupKind, LazyResolver<LookupValues, LookupValues>>();
function lookupResolver(
  kind: LookupKind,
  cfg: LookupConfig,
): LazyResolver<LookupValues, LookupValues> {
  let resolver = resolvers.get(kind);
  if (!resolver) {
    resolver = lazyZodResolver(() =>
      import("./lookup-schemas").then((m) => m.lookupFormSchema(kind, cfg)),
    );
    // The form is open: someone is about to type in it.
    resolver.preload();
    resolvers.set(kind, resolver);
  }
  return resolver;
}

function defaultValues(cfg: LookupConfig, row: LookupRow | null): LookupValues {
  const out: LookupValues = {};
  for (const field of cfg.fields) {
    const v = row?.[field.name];
    out[field.name] =
      field.kind === "switch"
        ? typeof v === "boolean"
          ? v
          : true
        : typeof v === "string"
          ? v
          : "";
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
  kind,
  cfg,
  row,
  hidden,
  onClose,
  onSaved,
  onFailed,
}: {
  kind: LookupKind;
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
    resolver: lookupResolver(kind, cfg),
    defaultValues: defaultValues(cfg, row),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const payload = lookupPayload(cfg, values);
    try {
      if (row) {
        await updateResource(kind, row.id, payload);
        onSaved(cfg.messages.updated);
      } else {
        await createResource(kind, payload);
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
      description={`Isi data ${cfg.noun.toLowerCase()} lalu simpan.`}
      busy={busy}
      open={!hidden}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {cfg.fields.map((field, i) =>
        field.kind === "switch" ? (
          <Controller
            key={field.name}
            control={form.control}
            name={field.name}
            render={({ field: control }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id={`field-${field.name}`}
                  checked={control.value === true}
                  onCheckedChange={control.onChange}
                  disabled={busy}
                />
                <Label htmlFor={`field-${field.name}`}>{field.label}</Label>
              </div>
            )}
          />
        ) : (
          <TextField
            key={field.name}
            form={form}
            name={field.name}
            label={field.label}
            required={field.required}
            readOnly={busy}
            autoFocus={i === 0}
          />
        ),
      )}
    </FormDialog>
  );
}
