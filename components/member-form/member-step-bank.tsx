"use client";
// Step 3 of the member form, Data Bank: bank account, NPWP and the upline (referral), looked up
// as it is typed or picked from the member list (the office picker, which only this step opens).
import * as React from "react";
import { Search } from "lucide-react";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { OfficePicker, type PickedOffice } from "@/components/widgets/office-picker";
import type { Option } from "./api";
import { errorOf, memberSelect, useShown, type MemberStepProps } from "./member-fields";

export default function MemberStepBank({
  form,
  onShown,
  banks,
  checkingUpline,
  onUplinePicked,
}: MemberStepProps & {
  banks: Option[];
  checkingUpline: boolean;
  onUplinePicked: (office: PickedOffice) => void;
}) {
  useShown(onShown);
  const [pickerOpen, setPickerOpen] = React.useState(false);
  const select = memberSelect(form);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {select("bank_id", "Bank", banks, {
        required: true,
        onChange: (v) =>
          form.setValue("bank.nama_bank", banks.find((b) => b.value === v)?.label ?? ""),
      })}
      <TextField
        form={form}
        name="bank.no_rekening"
        label="No. Rekening"
        required
        inputMode="numeric"
      />
      <TextField form={form} name="bank.cabang_bank" label="Cabang Bank" required />
      <TextField
        form={form}
        name="bank.nama_rekening"
        label="Nama Pemilik Rekening"
        required
        placeholder="Nama harus sama dengan nama pendaftar"
      />
      <TextField form={form} name="no_npwp" label="No. NPWP" required />
      <TextField form={form} name="nama_npwp" label="Nama NPWP" required />
      <FormField
        id="field-referal-no_upline"
        label="No. Upline (Referal)"
        required
        error={errorOf(form, "referal.no_upline")}
        hint={checkingUpline ? "Mencari upline..." : undefined}
      >
        <div className="flex gap-2">
          <Input
            id="field-referal-no_upline"
            aria-required
            {...fieldAria("field-referal-no_upline", errorOf(form, "referal.no_upline"), true)}
            {...form.register("referal.no_upline")}
          />
          <Button
            type="button"
            variant="outline"
            aria-label="Cari Upline"
            onClick={() => setPickerOpen(true)}
          >
            <Search className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </FormField>
      <TextField form={form} name="referal.nama_upline" label="Nama Upline" readOnly />
      <OfficePicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title="Daftar Mitra Usaha"
        filters={{ office_category_id: 5 }}
        onSelect={onUplinePicked}
      />
    </div>
  );
}
