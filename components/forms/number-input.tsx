"use client";

// The one money/number input of the app (SPEC §5, §9). It shows exactly what the person typed,
// adding id-ID thousands dots only where no character is lost (lib/number-input.ts). The field
// value is that text (or the number a form was loaded with); the form's zod schema reads it with
// `zNumberText(spec)` (lib/schemas/master.ts) and refuses, at the field, what the spec cannot
// hold: a minus where not allowed, decimals in whole rupiah, exponent notation, values above the
// maximum. The same spec bounds the API's schema, so the server refuses the same values.
import * as React from "react";
import { INPUT_CLASS } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { NumberSpec } from "@/lib/bounds";
import { caretAfterRegroup, inputModeOf, numberText, regroupNumberText } from "@/lib/number-input";

/** What a number field holds: the typed text, or a number loaded from the server, or nothing. */
export type NumberFieldValue = string | number | null | undefined;

/** The text shown for a field value: 1500000 -> "1.500.000", a typed text as typed. */
export function shownNumberText(value: NumberFieldValue): string {
  return typeof value === "string" ? value : numberText(value);
}

export interface NumberInputProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type" | "defaultValue" | "prefix"
> {
  /** The kind and bounds of the number (lib/bounds.ts: MONEY, COUNT, TOPUP_AMOUNT, ...). */
  spec: NumberSpec;
  value: NumberFieldValue;
  /** Receives the text as shown (the schema turns it into a number). */
  onChange: (text: string) => void;
  /** Shown before the field, e.g. "Rp" (the default for rupiah). */
  prefix?: string;
  ref?: React.Ref<HTMLInputElement>;
}

export function NumberInput({
  spec,
  value,
  onChange,
  prefix = spec.kind === "rupiah" ? "Rp" : "",
  className,
  ref,
  ...props
}: NumberInputProps) {
  const shown = shownNumberText(value);
  const inner = React.useRef<HTMLInputElement | null>(null);
  const caret = React.useRef<number | null>(null);
  const setRef = React.useCallback(
    (el: HTMLInputElement | null) => {
      inner.current = el;
      if (typeof ref === "function") ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  React.useLayoutEffect(() => {
    const el = inner.current;
    if (caret.current === null || !el || document.activeElement !== el) return;
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [shown]);

  return (
    <div className="relative">
      {prefix ? (
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
          {prefix}
        </span>
      ) : null}
      <input
        {...props}
        ref={setRef}
        type="text"
        inputMode={inputModeOf(spec)}
        autoComplete="off"
        className={cn(INPUT_CLASS, "text-right", prefix && "pl-10", className)}
        value={shown}
        onChange={(e) => {
          const typed = e.target.value;
          const next = regroupNumberText(shown, typed);
          if (next !== typed)
            caret.current = caretAfterRegroup(typed, e.target.selectionStart ?? typed.length, next);
          onChange(next);
        }}
      />
    </div>
  );
}
