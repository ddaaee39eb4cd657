"use client";

// One form field that holds an office id chosen through the office picker (SPEC §2 shared
// widgets): the read-only text 'KODE - Nama' with 'Pilih', the picker limited to one office
// category, and the id written into the form (dirty; validated again once the form was
// submitted). The top-up form and the point-addition form use it.
import * as React from "react";
import {
  Controller,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import { OfficeField, OfficePicker, officeCodeLabel } from "@/components/widgets/office-picker";

export function OfficePickerField<T extends FieldValues, O extends FieldValues = T>({
  form,
  name,
  id,
  label,
  categoryId,
  locked = false,
  pickerTitle = "Daftar Kantor",
}: {
  form: UseFormReturn<T, unknown, O>;
  /** The form's string field holding the office id. */
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  /** The offices the picker lists (office_category_id). */
  categoryId: number;
  locked?: boolean;
  pickerTitle?: string;
}) {
  const [picking, setPicking] = React.useState(false);
  const [text, setText] = React.useState("");
  return (
    <>
      <Controller
        control={form.control}
        name={name}
        render={({ fieldState }) => (
          <OfficeField
            id={id}
            label={label}
            text={text}
            error={fieldState.error?.message}
            locked={locked}
            onPick={() => setPicking(true)}
          />
        )}
      />
      <OfficePicker
        open={picking}
        onOpenChange={setPicking}
        title={pickerTitle}
        filters={{ office_category_id: String(categoryId) }}
        onSelect={(o) => {
          form.setValue(name, o.id as PathValue<T, typeof name>, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
          setText(`${officeCodeLabel(o.code, o.tempCode)} - ${o.name}`);
          setPicking(false);
        }}
      />
    </>
  );
}
