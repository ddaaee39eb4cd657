"use client";
// What the three steps of the member form share: the controlled select of its lookups and the
// props every step gets. A step is its own module (member-step-*.tsx) so that a page loads and
// hydrates the step it shows; member-form.tsx loads the others when the form is ready.
import * as React from "react";
import { Controller, type Path, type UseFormReturn } from "react-hook-form";
import { FormField, fieldAria } from "@/components/forms/form-field";
import type { TMemberFormInput } from "@/lib/schemas/member";
import type { Option } from "./api";

export type MemberForm = UseFormReturn<TMemberFormInput>;

export interface MemberStepProps {
  form: MemberForm;
  /** The step is on screen (its module loaded): a field of it can take the focus. */
  onShown: () => void;
}

const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive disabled:opacity-60";

/** Tells the form once the step is on screen. */
export function useShown(onShown: () => void): void {
  React.useEffect(() => onShown(), [onShown]);
}

/** The error message of a field, as the form holds it. */
export function errorOf(form: MemberForm, name: Path<TMemberFormInput>): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

/** The select of a lookup field of `form`: `select(name, label, options, opts)`. */
export function memberSelect(form: MemberForm) {
  return (
    name: Path<TMemberFormInput>,
    label: string,
    options: Option[],
    opts: {
      required?: boolean;
      disabled?: boolean;
      onChange?: (value: string) => void;
      placeholder?: string;
    } = {},
  ) => {
    const id = `field-${name.replace(/\W+/g, "-")}`;
    const error = errorOf(form, name);
    return (
      <FormField id={id} label={label} required={opts.required} error={error}>
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            // Controlled: a value restored from a draft or loaded before its options arrive
            // is shown as soon as the options are there.
            <select
              id={id}
              ref={field.ref}
              name={field.name}
              value={typeof field.value === "string" ? field.value : ""}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.value);
                opts.onChange?.(e.target.value);
              }}
              className={SELECT_CLASS}
              disabled={opts.disabled}
              aria-required={opts.required || undefined}
              {...fieldAria(id, error, Boolean(opts.required))}
            >
              <option value="">{opts.placeholder ?? `Pilih ${label}`}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        />
      </FormField>
    );
  };
}
