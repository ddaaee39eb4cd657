"use client";

// A required-or-not number field of a react-hook-form form: the label and error of FormField
// around the one NumberInput, bound through a Controller. The number counterpart of TextField
// (form-field.tsx), in its own module so forms without a number field do not load NumberInput.
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { FormField, fieldAria } from "./form-field";
import { NumberInput } from "./number-input";
import type { NumberSpec } from "@/lib/bounds";

export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  spec,
  id,
  hint,
  required,
  readOnly,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  spec: NumberSpec;
  id?: string;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
}) {
  const inputId = id ?? `field-${String(name).replace(/\W+/g, "-")}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          id={inputId}
          label={label}
          required={required}
          error={fieldState.error?.message}
          hint={hint}
        >
          <NumberInput
            id={inputId}
            spec={spec}
            value={field.value}
            onChange={field.onChange}
            ref={field.ref}
            readOnly={readOnly}
            aria-required={required || undefined}
            {...fieldAria(inputId, fieldState.error?.message, Boolean(hint ?? required))}
          />
        </FormField>
      )}
    />
  );
}
