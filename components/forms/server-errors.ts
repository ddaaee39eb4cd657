// Server answers in a react-hook-form form: field errors go to their fields (the first one is
// focused), anything else is returned for an alert above the form.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

export interface FailedResult {
  error: string;
  fieldErrors: Record<string, string>;
}

/**
 * Puts `fieldErrors` that name a field of the form on that field. Returns the text for the
 * form's alert: null when every field error found its field, else the first one that did not
 * (or the general error when there are no field errors).
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  result: FailedResult,
): string | null {
  const fields = new Set(Object.keys(form.getValues()));
  let applied = 0;
  let other: string | null = null;
  for (const [field, message] of Object.entries(result.fieldErrors)) {
    if (!fields.has(field)) {
      other ??= message;
      continue;
    }
    form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied === 0 ? (other ?? result.error) : other;
}
