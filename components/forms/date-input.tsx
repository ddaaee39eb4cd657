"use client";

// The one date input of the app (SPEC §5): a text field in the format every date message names,
// YYYY-MM-DD, whatever the browser's locale (a native date input shows mm/dd/yyyy in an en-US
// browser and dd/mm/yyyy elsewhere). What is typed is kept as typed; the form's zod schema
// (zDate / zBirthDate in lib/schemas/master.ts) refuses what is not a plausible date. The
// calendar button opens the browser's date picker, whose choice is written in the same format.
import * as React from "react";
import { INPUT_CLASS } from "@/components/ui/input";
import { LucideSvg } from "@/components/ui/lucide-svg";
import { cn } from "@/lib/utils";

export const DATE_PLACEHOLDER = "YYYY-MM-DD";

export interface DateInputProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "type" | "inputMode" | "placeholder"
> {
  ref?: React.Ref<HTMLInputElement>;
}

/**
 * lucide's calendar-days drawn inline: every form page has a FormField, which brings this module,
 * so the icon is not worth lucide's icon runtime on pages with no other icon.
 */
function CalendarGlyph() {
  return (
    <LucideSvg className="size-4">
      <path d="M8 2v3M16 2v3M3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01" />
      <rect x="3" y="3" width="18" height="18" rx="2" />
    </LucideSvg>
  );
}

/** Writes a value into an input the way typing does, so React (and react-hook-form) see it. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export function DateInput({
  className,
  ref,
  min,
  max,
  disabled,
  readOnly,
  ...props
}: DateInputProps) {
  const text = React.useRef<HTMLInputElement | null>(null);
  const picker = React.useRef<HTMLInputElement | null>(null);
  const setRef = React.useCallback(
    (el: HTMLInputElement | null) => {
      text.current = el;
      if (typeof ref === "function") ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return (
    <div className="relative">
      <input
        {...props}
        ref={setRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_PLACEHOLDER}
        maxLength={10}
        disabled={disabled}
        readOnly={readOnly}
        className={cn(INPUT_CLASS, "pr-10", className)}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label="Pilih tanggal"
        disabled={disabled || readOnly}
        className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:bg-muted disabled:opacity-50"
        onClick={() => {
          const p = picker.current;
          if (!p) return;
          p.value = /^\d{4}-\d{2}-\d{2}$/.test(text.current?.value ?? "")
            ? (text.current?.value ?? "")
            : "";
          try {
            p.showPicker();
          } catch {
            // Browsers without showPicker: the date is typed.
          }
        }}
      >
        <CalendarGlyph />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        max={max}
        className="pointer-events-none absolute right-0 bottom-0 h-0 w-0 opacity-0"
        onChange={(e) => {
          if (text.current && e.target.value) typeInto(text.current, e.target.value);
        }}
      />
    </div>
  );
}
