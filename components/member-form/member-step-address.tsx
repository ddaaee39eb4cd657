"use client";
// Step 2 of the member form, Data Alamat: the address with its cascading selects (a changed level
// clears those below it; the area follows the city), postal code and KTA delivery.
import type { Path } from "react-hook-form";
import { FormField, TextField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { normalizeArea } from "@/lib/schemas/member-rules";
import type { TMemberFormInput } from "@/lib/schemas/member";
import type { Option } from "./api";
import { memberSelect, useShown, type MemberStepProps } from "./member-fields";

export default function MemberStepAddress({
  form,
  onShown,
  kpView,
  provinces,
  cityOptions,
  districtOptions,
  villageOptions,
  province,
  city,
  district,
  area,
}: MemberStepProps & {
  kpView: boolean;
  provinces: Option[];
  cityOptions: Option[];
  districtOptions: Option[];
  villageOptions: Option[];
  province: string;
  city: string;
  district: string;
  area: unknown;
}) {
  useShown(onShown);
  const select = memberSelect(form);
  const clear = (names: Path<TMemberFormInput>[]) => {
    for (const n of names) form.setValue(n, "", { shouldDirty: true });
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        form={form}
        name="alamat.detail"
        label="Alamat"
        required
        fieldClassName="md:col-span-2"
      />
      {select("alamat.provinsi", "Provinsi", provinces, {
        required: true,
        onChange: () => clear(["alamat.kabupaten", "alamat.kecamatan", "alamat.desa"]),
      })}
      {select("alamat.kabupaten", "Kabupaten/Kota", cityOptions, {
        required: true,
        disabled: !province,
        onChange: (v) => {
          clear(["alamat.kecamatan", "alamat.desa"]);
          const c = cityOptions.find((o) => o.value === v);
          form.setValue("area", normalizeArea(c?.areaCode ?? 0), { shouldDirty: true });
        },
      })}
      {select("alamat.kecamatan", "Kecamatan", districtOptions, {
        required: true,
        disabled: !city,
        onChange: () => clear(["alamat.desa"]),
      })}
      {select("alamat.desa", "Desa/Kelurahan", villageOptions, {
        required: true,
        disabled: !district,
      })}
      <TextField
        form={form}
        name="alamat.kode_pos"
        label="Kode Pos"
        required
        inputMode="numeric"
        maxLength={5}
      />
      <FormField id="field-area" label="Area" hint="Mengikuti kabupaten/kota">
        <Input
          id="field-area"
          readOnly
          value={String(normalizeArea(area))}
          aria-describedby="field-area-hint"
        />
      </FormField>
      {kpView ? null : (
        <label className="flex items-center gap-2 text-sm md:col-span-2">
          <input type="checkbox" className="size-4" {...form.register("is_kta_need_delivery")} />
          Dikirim langsung ke alamat mitra usaha
        </label>
      )}
    </div>
  );
}
