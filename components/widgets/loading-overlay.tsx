"use client";

import { Loader2 } from "lucide-react";

/** Full-screen loading overlay with optional text (SPEC §2 "Shared widgets"). */
export function LoadingOverlay({ show, text }: { show: boolean; text?: string }) {
  if (!show) return null;
  return (
    <div
      role="alertdialog"
      aria-busy="true"
      aria-label={text ?? "Memuat"}
      className="fixed inset-0 z-[70] grid place-items-center bg-black/30"
    >
      <div className="flex items-center gap-3 rounded-lg bg-card px-5 py-4 shadow">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
        <span className="text-sm">{text ?? "Memuat..."}</span>
      </div>
    </div>
  );
}
