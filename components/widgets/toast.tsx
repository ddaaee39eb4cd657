"use client";

// Toast alerts (SPEC §8): success, info, warning, error; auto-hide after 5000 ms.
// Where: the bottom of the screen (right on wider screens, full width on a phone), newest at the
// bottom, in a region at most 40% of the viewport high (max-h-[40vh]); older toasts that do not fit
// are clipped at its top. A dialog is centred and at least its padding and title high, so its
// title lies above the middle of the screen: toasts never cover it, however many are stacked
// (issue 23 §3b; before, stacked toasts at the top right covered dialog titles at 390 px). A
// toast takes no clicks but on its close button: what it lies over (a dialog's footer, a row's
// button) stays clickable through it.
//
// The region (a live region: it must exist before a toast is put in it) is part of every page;
// the toasts' own markup (toast-items.tsx) loads with the first toast, or when the browser is
// idle, so it is not in the first-load JavaScript (docs/browser-performance.md, sixth change).
import * as React from "react";
import { whenIdle } from "@/lib/when-idle";

export type ToastVariant = "success" | "info" | "warning" | "error";

export interface ToastInput {
  variant?: ToastVariant;
  title?: string;
  description: string;
}

export interface ToastItem {
  id: number;
  variant: ToastVariant;
  /** The caller's title; the variant's default title when not given (toast-items.tsx). */
  title: string | undefined;
  description: string;
}

export const TOAST_DURATION_MS = 5000;

const loadItems = () => import("./toast-items");
const ToastItems = React.lazy(() => loadItems().then((m) => ({ default: m.ToastItems })));

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
      setItems((all) => [
        ...all.slice(-4),
        { id, variant: t.variant ?? "info", title: t.title, description: t.description },
      ]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  React.useEffect(() => whenIdle(() => void loadItems().catch(() => undefined), 3000), []);
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div
        className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex max-h-[40vh] flex-col justify-end gap-2 overflow-hidden sm:left-auto sm:w-80"
        aria-live="polite"
        data-testid="toast-region"
      >
        {items.length ? (
          <React.Suspense fallback={null}>
            <ToastItems items={items} dismiss={dismiss} />
          </React.Suspense>
        ) : null}
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
