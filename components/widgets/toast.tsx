"use client";

// Toast alerts (SPEC §8): success, info, warning, error; auto-hide after 5000 ms.
// Where: the bottom of the screen (right on wider screens, full width on a phone), newest at the
// bottom, in a region at most 40% of the viewport high (max-h-[40vh]); older toasts that do not fit
// are clipped at its top. A dialog is centred and at least its padding and title high, so its
// title lies above the middle of the screen: toasts never cover it, however many are stacked
// (issue 23 §3b; before, stacked toasts at the top right covered dialog titles at 390 px). A
// toast takes no clicks but on its close button: what it lies over (a dialog's footer, a row's
// button) stays clickable through it.
import * as React from "react";
import { X } from "lucide-react";
// clsx, not cn(): the classes never conflict, and the shell stays free of tailwind-merge.
import { clsx } from "clsx";

export type ToastVariant = "success" | "info" | "warning" | "error";

export interface ToastInput {
  variant?: ToastVariant;
  title?: string;
  description: string;
}

interface ToastItem extends Required<Pick<ToastInput, "variant" | "description">> {
  id: number;
  title: string;
}

export const TOAST_DURATION_MS = 5000;

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

const ToastContext = React.createContext<((t: ToastInput) => void) | null>(null);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [items, setItems] = React.useState<ToastItem[]>([]);
  const next = React.useRef(1);
  const dismiss = React.useCallback(
    (id: number) => setItems((all) => all.filter((t) => t.id !== id)),
    [],
  );
  const push = React.useCallback(
    (t: ToastInput) => {
      const id = next.current++;
      const variant = t.variant ?? "info";
      setItems((all) => [
        ...all.slice(-4),
        { id, variant, title: t.title ?? DEFAULT_TITLE[variant], description: t.description },
      ]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div
        className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex max-h-[40vh] flex-col justify-end gap-2 overflow-hidden sm:left-auto sm:w-80"
        aria-live="polite"
        data-testid="toast-region"
      >
        {items.map((t) => (
          <div
            key={t.id}
            role="status"
            className={clsx("shrink-0 rounded-md border p-3 shadow", STYLE[t.variant])}
          >
            <div className="flex items-start justify-between gap-2">
              <p className="text-sm font-semibold">{t.title}</p>
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
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast({ variant: "success", description: "Data Berhasil disimpan" })` */
export function useToast(): (t: ToastInput) => void {
  const ctx = React.useContext(ToastContext);
  if (!ctx) throw new Error("useToast needs <ToastProvider>");
  return ctx;
}

// The detail of a failed call (shared with the API client, which the server runs too).
export { errorDetail } from "@/lib/error-detail";
