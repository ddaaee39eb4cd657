"use client";

// Decimal input (SPEC §5): keeps digits and at most one dot while typing. The value is the
// cleaned text (so "1." can be typed on the way to "1.5"); `decimalValue` turns it into a number.
import * as React from "react";
import { Input } from "@/components/ui/input";
import { sanitizeDecimal } from "@/lib/format";

/** "1.5" -> 1.5, "" or "." -> null. */
export function decimalValue(text: string): number | null {
  const clean = sanitizeDecimal(text);
  if (clean === "" || clean === ".") return null;
  const n = Number(clean);
  return Number.isFinite(n) ? n : null;
}

export interface DecimalInputProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type" | "defaultValue"
> {
  value: string;
  onChange: (value: string) => void;
  ref?: React.Ref<HTMLInputElement>;
}

export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(sanitizeDecimal(e.target.value))}
    />
  );
}
