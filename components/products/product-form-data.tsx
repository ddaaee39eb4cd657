"use client";
// The first section of the Barang form, Data Barang: code, name, category and unit, the numbers
// (point, bonus, purchase price, weight), the owner supplier, codes, description and flags.
import { Controller } from "react-hook-form";
import { Trash2 } from "lucide-react";
import { NumberInput } from "@/components/forms/number-input";
import { COUNT, MONEY, type NumberSpec } from "@/lib/bounds";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { TProductFormInput } from "@/lib/schemas/master-products";
import type { Lookups } from "./product-form-load";
import { SELECT_CLASS, selectValue, type ProductFormApi } from "./product-form-shared";

export function ProductDataSection({
  form,
  id,
  lookups,
  values,
  owner,
  busy,
  onPickOwner,
  onClearOwner,
}: {
  form: ProductFormApi;
  id: string | null;
  lookups: Lookups;
  values: TProductFormInput;
  /** Code and name of the owner supplier, null for the company's own product. */
  owner: string | null;
  busy: boolean;
  onPickOwner: () => void;
  onClearOwner: () => void;
}) {
  const err = (name: "product-category" | "unit") =>
    form.getFieldState(name, form.formState).error?.message;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
        <h2 className="text-lg font-semibold md:col-span-2">Data Barang</h2>
        <TextField
          form={form}
          name="code"
          label="Kode Barang"
          required
          readOnly={busy}
          autoFocus={!id}
        />
        <TextField form={form} name="name" label="Nama Barang" required readOnly={busy} />
        <FormField
          id="field-product-category"
          label="Kelompok Barang"
          required
          error={err("product-category")}
        >
          <select
            id="field-product-category"
            className={SELECT_CLASS}
            aria-required
            {...fieldAria("field-product-category", err("product-category"), true)}
            defaultValue={selectValue(values["product-category"])}
            {...form.register("product-category")}
          >
            <option value="">Pilih Kelompok Barang</option>
            {lookups.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="field-unit" label="Satuan" required error={err("unit")}>
          <select
            id="field-unit"
            className={SELECT_CLASS}
            aria-required
            {...fieldAria("field-unit", err("unit"), true)}
            defaultValue={selectValue(values.unit)}
            {...form.register("unit")}
          >
            <option value="">Pilih Satuan</option>
            {lookups.units.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </FormField>
        <NumberField form={form} name="point" label="Point" spec={MONEY} prefix="" busy={busy} />
        <NumberField form={form} name="bonus_value" label="Nilai Bonus" spec={MONEY} busy={busy} />
        <NumberField
          form={form}
          name="purchase_price"
          label="Harga Beli"
          spec={MONEY}
          busy={busy}
        />
        <NumberField form={form} name="weight" label="Berat (gram)" spec={COUNT} busy={busy} />
        <FormField
          id="field-office"
          label="Pemilik Barang (Supplier)"
          hint="Kosong berarti barang milik perusahaan"
        >
          <div className="flex items-center gap-2">
            <span id="field-office" className="flex-1 truncate text-sm">
              {owner ?? "Barang perusahaan"}
            </span>
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onPickOwner}>
              Pilih Supplier
            </Button>
            {owner ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label="Hapus pemilik barang"
                onClick={onClearOwner}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </FormField>
        <TextField form={form} name="barcode" label="Barcode" readOnly={busy} />
        <TextField form={form} name="qr_code" label="QR Code" readOnly={busy} />
        <TextField
          form={form}
          name="description"
          label="Keterangan"
          readOnly={busy}
          fieldClassName="md:col-span-2"
        />
        <div className="flex flex-wrap gap-6 md:col-span-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              defaultChecked={values.is_active}
              {...form.register("is_active")}
            />
            Aktif
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              defaultChecked={values.is_promo}
              {...form.register("is_promo")}
            />
            Promo
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              defaultChecked={values.has_batch}
              {...form.register("has_batch")}
            />
            Memakai Batch
          </label>
        </div>
      </CardContent>
    </Card>
  );
}

function NumberField({
  form,
  name,
  label,
  spec,
  prefix,
  busy,
}: {
  form: ProductFormApi;
  name: "point" | "bonus_value" | "purchase_price" | "weight";
  label: string;
  spec: NumberSpec;
  prefix?: string;
  busy: boolean;
}) {
  const id = `field-${name.replace(/_/g, "-")}`;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} required error={fieldState.error?.message}>
          <NumberInput
            id={id}
            spec={spec}
            ref={field.ref}
            name={field.name}
            prefix={prefix}
            value={field.value}
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
