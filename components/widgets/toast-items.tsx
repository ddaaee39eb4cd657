"use client";

// The toasts themselves, inside the region of toast.tsx (loaded with the first toast).
import { X } from "lucide-react";
// clsx, not cn(): the classes never conflict, and the shell stays free of tailwind-merge.
import { clsx } from "clsx";
import type { ToastItem, ToastVariant } from "./toast";

const DEFAULT_TITLE: Record<ToastVariant, string> = {
  success: "Proses Berhasil",
  info: "Informasi",
  warning: "Peringatan",
  error: "Proses Gagal",
};

const STYLE: Record<ToastVariant, string> = {
  success: "border-green-300 bg-green-50 text-green-900",
  info: "border-blue-300 bg-blue-50 text-blue-900",
  warning: "border-yellow-300 bg-yellow-50 text-yellow-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

export function ToastItems({
  items,
  dismiss,
}: {
  items: ToastItem[];
  dismiss: (id: number) => void;
}) {
  return items.map((t) => (
    <div
      key={t.id}
      role="status"
      className={clsx("shrink-0 rounded-md border p-3 shadow", STYLE[t.variant])}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-semibold">{t.title ?? DEFAULT_TITLE[t.variant]}</p>
        <button
          type="button"
          onClick={() => dismiss(t.id)}
          aria-label="Tutup"
          className="pointer-events-auto opacity-70 hover:opacity-100"
        >
          <X className="size-4" />
        </button>
      </div>
      <p className="mt-1 text-sm">{t.description}</p>
    </div>
  ));
}
