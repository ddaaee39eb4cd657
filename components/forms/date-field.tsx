"use client";

// A date field of a react-hook-form form: TextField drawing the one DateInput (YYYY-MM-DD
// whatever the browser's locale, date-input.tsx). Its own module, so a form without a date does
// not load the date input with TextField.
import type { FieldValues } from "react-hook-form";
import { DateInput } from "./date-input";
import { TextField, type TextFieldProps } from "./form-field";

export function DateField<T extends FieldValues>(
  props: Omit<TextFieldProps<T>, "type" | "control" | "inputMode" | "placeholder">,
) {
  return <TextField {...props} control={DateInput} />;
}
