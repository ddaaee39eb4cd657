"use client";

// Currency input (SPEC §5, §9): Indonesian thousands separators, no decimals; the value is whole
// rupiah (an integer) or null when empty. Typing keeps only digits and re-formats as you go.
import * as React from "react";
import { Input } from "@/components/ui/input";
import { formatNumber, parseRupiah } from "@/lib/format";

/** Largest value accepted (the server's money limit). */
export const CURRENCY_MAX = 1e15;

/** The text shown for a value: 1500000 -> "1.500.000"; null -> "". */
export function currencyText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? ""
    : formatNumber(Math.trunc(value));
}

/** Typed text -> whole rupiah: "Rp 1.500.000" -> 1500000, "" -> null, capped at CURRENCY_MAX. */
export function parseCurrencyInput(text: string): number | null {
  const n = parseRupiah(text);
  return n === null ? null : Math.min(n, CURRENCY_MAX);
}

export interface CurrencyInputProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type" | "defaultValue"
> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Shows "Rp" before the field. */
  prefix?: string;
  ref?: React.Ref<HTMLInputElement>;
}

export function CurrencyInput({
  value,
  onChange,
  prefix = "Rp",
  className,
  ...props
}: CurrencyInputProps) {
  return (
    <div className="relative">
      {prefix ? (
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
          {prefix}
        </span>
      ) : null}
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={prefix ? `pl-10 text-right ${className ?? ""}` : `text-right ${className ?? ""}`}
        value={currencyText(value)}
        onChange={(e) => onChange(parseCurrencyInput(e.target.value))}
      />
    </div>
  );
}
