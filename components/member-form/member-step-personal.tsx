"use client";
// Step 1 of the member form, Data Pribadi: name, NIK, contact, birth date, education and
// profession, sex and marital status (not asked by a Kantor Pelayanan), spouse when married, heir.
import { useWatch } from "react-hook-form";
import { TextField } from "@/components/forms/form-field";
import { DateField } from "@/components/forms/date-field";
import type { Option } from "./api";
import { memberSelect, useShown, type MemberStepProps } from "./member-fields";

export default function MemberStepPersonal({
  form,
  onShown,
  kpView,
  educations,
  professions,
}: MemberStepProps & { kpView: boolean; educations: Option[]; professions: Option[] }) {
  useShown(onShown);
  const select = memberSelect(form);
  const married = useWatch({ control: form.control, name: "status_pernikahan" }) === "married";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField form={form} name="nama_distributor" label="Nama Distributor" required />
      <TextField
        form={form}
        name="no_nik"
        label="No. NIK"
        required
        inputMode="numeric"
        maxLength={16}
      />
      <TextField form={form} name="email" label="Email" type="email" required />
      <TextField form={form} name="no_hp" label="No. HP" type="tel" required />
      <DateField form={form} name="tanggal_lahir" label="Tanggal Lahir" required />
      {select("education_id", "Pendidikan", educations, { required: true })}
      {select("profession_id", "Pekerjaan", professions, { required: true })}
      {kpView ? null : (
        <>
          {select(
            "jenis_kelamin",
            "Jenis Kelamin",
            [
              { value: "male", label: "Laki-laki" },
              { value: "female", label: "Perempuan" },
            ],
            { required: true },
          )}
          {select(
            "status_pernikahan",
            "Status Pernikahan",
            [
              { value: "married", label: "Menikah" },
              { value: "single", label: "Belum Menikah" },
            ],
            {
              required: true,
              onChange: (v) => {
                if (v !== "married") {
                  form.setValue("nama_pasangan", "");
                  form.setValue("tanggal_pasangan", "");
                  form.clearErrors(["nama_pasangan", "tanggal_pasangan"]);
                }
              },
            },
          )}
        </>
      )}
      {married ? (
        <>
          <TextField form={form} name="nama_pasangan" label="Nama Pasangan" required />
          <DateField form={form} name="tanggal_pasangan" label="Tanggal Lahir Pasangan" required />
        </>
      ) : null}
      <TextField form={form} name="nama_pewaris" label="Nama Pewaris" required />
      <DateField form={form} name="tanggal_pewaris" label="Tanggal Lahir Pewaris" required />
    </div>
  );
}
