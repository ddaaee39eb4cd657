// The pieces every form uses (SPEC §5): a label with a star for required fields, the hint
// 'Kolom Wajib Diisi', the field's error, all wired for screen readers. Generic: the control is
// passed as a child (FormField) or built from a react-hook-form registration (TextField).
import * as React from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

export const REQUIRED_HINT = "Kolom Wajib Diisi";

/** The ids a control needs for its label, hint and error. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export interface FormFieldProps {
  id: string;
  label: React.ReactNode;
  required?: boolean;
  /** Error text of the field (shown instead of the hint). */
  error?: string;
  /** Help text; defaults to 'Kolom Wajib Diisi' for required fields. */
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}

/** A label, the control (children, which should carry `id`), then the error or the hint. */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: FormFieldProps) {
  const ids = fieldIds(id);
  const help = hint ?? (required ? REQUIRED_HINT : null);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p id={ids.error} className="text-xs text-destructive">
          {error}
        </p>
      ) : help ? (
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of a control inside a FormField. */
export function fieldAria(id: string, error: string | undefined, hasHint: boolean) {
  const ids = fieldIds(id);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? ids.error : hasHint ? ids.hint : undefined,
  } as const;
}

export interface TextFieldProps<T extends FieldValues> extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "form" | "name" | "id"
> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: React.ReactNode;
  id?: string;
  hint?: React.ReactNode;
  fieldClassName?: string;
  /** The input drawn: Input, or DateInput through DateField (date-field.tsx). */
  control?: React.ComponentType<
    React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }
  >;
}

/**
 * An Input registered with react-hook-form inside a FormField; `required` adds star and hint.
 * While submitting, make fields `readOnly` rather than `disabled`: a disabled input cannot take
 * the focus that a server-side field error (applyServerErrors) moves to it.
 */
/** The value at a dotted field path ("referal.no_upline"); react-hook-form's `get` without it. */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (v, key) => (v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined),
      values,
    );
}

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  id,
  hint,
  required,
  fieldClassName,
  control: Control = Input,
  ...inputProps
}: TextFieldProps<T>) {
  const inputId = id ?? `field-${String(name).replace(/\W+/g, "-")}`;
  const error = form.getFieldState(name, form.formState).error?.message;
  const hasHint = Boolean(hint ?? required);
  // The form's default value as the input's initial value: register() fills the input only once
  // the page's script runs, so a form rendered on the server with its data (a detail loaded by
  // the page, docs/shell.md) would otherwise show empty fields until hydration.
  const initial = valueAt(form.formState.defaultValues, name);
  return (
    <FormField
      id={inputId}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={fieldClassName}
    >
      <Control
        id={inputId}
        aria-required={required || undefined}
        {...fieldAria(inputId, error, hasHint)}
        defaultValue={
          typeof initial === "string" || typeof initial === "number" ? initial : undefined
        }
        {...inputProps}
        {...form.register(name)}
      />
    </FormField>
  );
}
