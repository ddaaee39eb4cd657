"use client";

// The bell's button, the same for the stand-in the navbar shows first
// (components/shell/notification-slot.tsx) and the live bell that replaces it (notification-bell.tsx).
// clsx, not cn(): the classes never conflict, and the shell stays free of tailwind-merge.
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { ShellGlyph } from "@/components/shell/shell-icon";
import { countLabel } from "./count-label";

export function bellTriggerProps(total: number, live: string, className?: string) {
  const label = total ? `Notifikasi (${total} belum dibaca)` : "Notifikasi";
  return {
    "aria-label": label,
    title: label,
    "data-realtime": live,
    className: clsx(buttonVariants({ variant: "ghost", size: "icon" }), "relative", className),
  };
}

export function BellGlyph({ total }: { total: number }) {
  return (
    <>
      <ShellGlyph name="bell" className="size-5" />
      {total > 0 && (
        <span
          data-testid="notification-count"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
        >
          {countLabel(total)}
        </span>
      )}
    </>
  );
}
