"use client";

// Rencana Komisi (Admin > Setup > Mitra Usaha; docs/commission.md "The plan"): the current plan
// version's values in a form; 'Simpan' writes a NEW version (POST commission-plans), never
// changes a version, so a closed month keeps the one it was computed with. Below: the versions,
// newest first.
import * as React from "react";
import { Controller, useFieldArray, useForm, type Control, type FieldPath } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { FormField, fieldAria } from "@/components/forms/form-field";
import { NumberInput } from "@/components/forms/number-input";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { SaveButton } from "@/components/forms/save-button";
import { useSubmit } from "@/components/forms/use-submit";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/widgets/toast";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { SELECT_CLASS } from "@/components/data-table/filter-select";
import { COUNT, MONEY, type NumberSpec } from "@/lib/bounds";
import { formatNumber, formatRupiah } from "@/lib/format";
import { JsonApiError, createResource, failureText, listResources } from "@/lib/jsonapi-client";
import {
  PAYOUT_METHOD_LABEL,
  PAYOUT_METHODS,
  PLAN_LEVELS_MAX,
  type PayoutMethod,
} from "@/lib/schemas/commission-rules";

const PERCENT: NumberSpec = { kind: "decimal", min: 0, max: 100, fractionDigits: 2 };

interface PlanAttributes {
  version: number;
  min_personal_points: number;
  point_value: number;
  level_percentages: number[];
  cap_amount: number;
  payout_method: PayoutMethod;
  note: string | null;
  createdAt: string;
}

type NumberText = string | number | null | undefined;

interface PlanForm {
  min_personal_points: NumberText;
  point_value: NumberText;
  level_percentages: { value: NumberText }[];
  cap_amount: NumberText;
  payout_method: PayoutMethod;
  note?: string | null;
}

/** The API's shape from the form's (the level rows become a list of numbers). */
interface PlanInput {
  min_personal_points: number;
  point_value: number;
  level_percentages: number[];
  cap_amount: number;
  payout_method: PayoutMethod;
  note?: string | null;
}

const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/commission").then((m) => m.ZCommissionPlanForm),
);

const EMPTY: PlanForm = {
  min_personal_points: 100,
  point_value: 1000,
  level_percentages: [{ value: 10 }, { value: 5 }, { value: 3 }, { value: 2 }, { value: 1 }],
  cap_amount: 0,
  payout_method: "saldo",
  note: "",
};

function formOf(p: PlanAttributes | undefined): PlanForm {
  if (!p) return EMPTY;
  return {
    min_personal_points: p.min_personal_points,
    point_value: p.point_value,
    level_percentages: p.level_percentages.map((value) => ({ value })),
    cap_amount: p.cap_amount,
    payout_method: p.payout_method,
    note: "",
  };
}

function NumberControl({
  control,
  name,
  label,
  spec,
  prefix,
  busy,
  hint,
}: {
  control: Control<PlanForm, unknown, PlanInput>;
  name: FieldPath<PlanForm>;
  label: string;
  spec: NumberSpec;
  prefix?: string;
  busy: boolean;
  hint?: string;
}) {
  const id = `plan-${name.replace(/[._]/g, "-")}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} required error={fieldState.error?.message} hint={hint}>
          <NumberInput
            id={id}
            spec={spec}
            ref={field.ref}
            name={field.name}
            prefix={prefix}
            value={field.value as NumberText}
            onChange={field.onChange}
            onBlur={field.onBlur}
            readOnly={busy}
            aria-required
            {...fieldAria(id, fieldState.error?.message, true)}
          />
        </FormField>
      )}
    />
  );
}

export function CommissionPlanForm() {
  const toast = useToast();
  const [versions, setVersions] = React.useState<(PlanAttributes & { id: string })[] | null>(null);
  const [confirming, setConfirming] = React.useState<PlanInput | null>(null);
  const save = useSubmit();
  const form = useForm<PlanForm, unknown, PlanInput>({ resolver, defaultValues: EMPTY });
  const levels = useFieldArray({ control: form.control, name: "level_percentages" });
  const { settled, reload } = save;
  const { reset } = form;

  React.useEffect(() => {
    let live = true;
    listResources<PlanAttributes>("commission-plans", { page: { number: 1, size: 20 } })
      .then((res) => {
        if (!live) return;
        setVersions(res.rows);
        reset(formOf(res.rows[0]));
      })
      .catch((e: unknown) => toast({ variant: "error", description: failureText(e) }))
      .finally(settled);
    return () => {
      live = false;
    };
  }, [reload, reset, settled, toast]);

  const busy = save.busy || versions === null;
  const onSubmit = form.handleSubmit((values) => setConfirming(values));
  const confirm = () => {
    const values = confirming;
    setConfirming(null);
    if (!values) return;
    void save.submit(
      async () => {
        await createResource("commission-plans", { ...values });
        toast({ variant: "success", description: "Rencana komisi berhasil disimpan" });
        return "reload";
      },
      (err) => {
        if (err instanceof JsonApiError)
          for (const [field, message] of Object.entries(err.toFailedResult().fieldErrors)) {
            // A level's error (level_percentages.0) belongs to that row's input.
            const name = /^level_percentages\.\d+$/.test(field) ? `${field}.value` : field;
            if (name in form.getValues() || name.startsWith("level_percentages."))
              form.setError(name as FieldPath<PlanForm>, { type: "server", message });
          }
        toast({ variant: "error", description: failureText(err) });
      },
    );
  };
  const current = versions?.[0];

  return (
    <section aria-labelledby="plan-title" className="flex flex-col gap-4 rounded-md border p-4">
      <header>
        <h2 id="plan-title" className="text-lg font-semibold">
          Rencana Komisi
        </h2>
        <p className="text-sm text-muted-foreground">
          {current
            ? `Versi berlaku: v${current.version}. Menyimpan membuat versi baru; periode yang sudah ditutup tetap memakai versinya.`
            : "Rencana komisi belum diatur."}
        </p>
      </header>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberControl
            control={form.control}
            name="min_personal_points"
            label="Syarat Poin Pribadi"
            spec={COUNT}
            busy={busy}
            hint="Poin pribadi minimal dalam satu periode untuk mendapat komisi"
          />
          <NumberControl
            control={form.control}
            name="point_value"
            label="Nilai per Poin"
            spec={MONEY}
            prefix="Rp"
            busy={busy}
          />
          <NumberControl
            control={form.control}
            name="cap_amount"
            label="Batas Komisi per Periode"
            spec={MONEY}
            prefix="Rp"
            busy={busy}
            hint="0 = tanpa batas"
          />
          <FormField id="plan-payout-method" label="Cara Pembayaran" required>
            <select
              id="plan-payout-method"
              className={SELECT_CLASS}
              disabled={busy}
              {...form.register("payout_method")}
            >
              {PAYOUT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYOUT_METHOD_LABEL[m]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">
            Persentase per Level (dari poin downline)
          </legend>
          {levels.fields.map((f, i) => (
            <div key={f.id} className="flex items-end gap-2">
              <div className="w-48">
                <NumberControl
                  control={form.control}
                  name={`level_percentages.${i}.value`}
                  label={`Level ${i + 1} (%)`}
                  spec={PERCENT}
                  busy={busy}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Hapus level ${i + 1}`}
                disabled={busy || levels.fields.length <= 1}
                onClick={() => levels.remove(i)}
                className="mb-6"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
          {form.formState.errors.level_percentages?.root?.message ||
          form.formState.errors.level_percentages?.message ? (
            <p className="text-xs text-destructive">
              {form.formState.errors.level_percentages?.root?.message ??
                form.formState.errors.level_percentages?.message}
            </p>
          ) : null}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy || levels.fields.length >= PLAN_LEVELS_MAX}
              onClick={() => levels.append({ value: 0 })}
            >
              <Plus className="size-4" aria-hidden="true" /> Tambah Level
            </Button>
          </div>
        </fieldset>
        <FormField id="plan-note" label="Catatan">
          <input
            id="plan-note"
            className={SELECT_CLASS}
            readOnly={busy}
            maxLength={500}
            {...form.register("note")}
          />
        </FormField>
        <div>
          <SaveButton busy={save.busy} disabled={versions === null} />
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => (!o ? setConfirming(null) : undefined)}
        onConfirm={confirm}
        title="Simpan Rencana Komisi"
        text="Versi baru akan dipakai pada tutup buku bonus berikutnya. Lanjutkan?"
        variant="yakin"
      />
      {versions && versions.length > 0 ? (
        <table className="w-full text-sm" aria-label="Riwayat versi rencana komisi">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1">Versi</th>
              <th>Syarat Poin</th>
              <th>Nilai Poin</th>
              <th>Level (%)</th>
              <th>Batas</th>
              <th>Pembayaran</th>
              <th>Dibuat</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.id} className="border-t">
                <td className="py-1">v{v.version}</td>
                <td>{formatNumber(v.min_personal_points)}</td>
                <td>{formatRupiah(v.point_value)}</td>
                <td>{v.level_percentages.join(" / ")}</td>
                <td>{v.cap_amount > 0 ? formatRupiah(v.cap_amount) : "Tanpa batas"}</td>
                <td>{PAYOUT_METHOD_LABEL[v.payout_method]}</td>
                <td>{new Date(v.createdAt).toLocaleDateString("id-ID")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
