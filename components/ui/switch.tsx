"use client";

// An on/off switch with the markup and states of Radix Switch (which it replaced): a `button`
// with role `switch`, `aria-checked`, `data-state` (checked / unchecked, also on the thumb) and
// `data-disabled`, controlled (`checked` + `onCheckedChange`) or not (`defaultChecked`). Radix's
// switch with its primitives was ~5 KB gzip on every form page that shows one
// (docs/browser-performance.md). No screen submits a native form, so there is no hidden input.
import * as React from "react";
import { cn } from "@/lib/utils";

export interface SwitchProps extends Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "role" | "onChange" | "defaultChecked" | "value"
> {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  ref?: React.Ref<HTMLButtonElement>;
}

export function Switch({
  className,
  checked: controlled,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  disabled,
  ...props
}: SwitchProps) {
  const [own, setOwn] = React.useState(defaultChecked);
  const checked = controlled ?? own;
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      value="on"
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-secondary transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=checked]:bg-primary",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (controlled === undefined) setOwn(!checked);
        onCheckedChange?.(!checked);
      }}
      {...props}
    >
      <span
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]"
      />
    </button>
  );
}
