"use client";

// The live progress of a Tutup Buku while its request runs: the close job
// (server/periods/close-steps/) reports each step as a JobProgress event on the user's realtime
// channel, and each batch of a batched step with `done` of `of` units; this shows the overall
// step count and one bar per step seen (done ones full, the current one by its batches). Without
// events (realtime down) it says the close runs.
import * as React from "react";
import { subscribeRealtime } from "@/components/notifications/realtime-client";

/** Labels of the steps (server/periods/close-steps/steps/*.ts), for the history of runs. */
export const CLOSE_STEP_LABEL: Record<string, string> = {
  freeze: "Membekukan periode",
  verify: "Memeriksa buku (stok dan saldo)",
  office_totals: "Menghitung total per kantor",
  office_commissions: "Menghitung komisi dan cashback kantor",
  closing_balances: "Jurnal dan saldo penutup",
  stock_valuation: "Menilai persediaan akhir periode",
  close_period: "Menutup periode",
  open_next_period: "Membuka periode berikutnya",
};

export interface CloseStepProgress {
  step: string;
  index: number;
  total: number;
  label: string;
  done?: number;
  of?: number;
}

function stepOf(data: unknown): CloseStepProgress | null {
  if (!data || typeof data !== "object") return null;
  const d = data as { kind?: unknown; progress?: Record<string, unknown> };
  if (d.kind !== "period-close" || !d.progress) return null;
  const { step, index, total, label, done, of } = d.progress;
  if (typeof index !== "number" || typeof total !== "number" || typeof label !== "string")
    return null;
  return {
    step: typeof step === "string" ? step : label,
    index,
    total,
    label,
    ...(typeof done === "number" && typeof of === "number" ? { done, of } : {}),
  };
}

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className="h-2 w-full overflow-hidden rounded bg-muted"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * The steps of a close started by this user. Rendered only while the close request runs, so each
 * close starts from an empty bar.
 */
export function CloseProgress() {
  const [steps, setSteps] = React.useState<CloseStepProgress[]>([]);
  React.useEffect(
    () =>
      subscribeRealtime((event, data) => {
        if (event !== "JobProgress") return;
        const p = stepOf(data);
        if (!p) return;
        setSteps((prev) => {
          const rest = prev.filter((s) => s.index !== p.index);
          return [...rest, p].sort((a, b) => a.index - b.index);
        });
      }),
    [],
  );
  const current = steps.at(-1) ?? null;
  const percent = current ? Math.round(((current.index + 1) / current.total) * 100) : 0;
  return (
    <div
      className="flex flex-col gap-2"
      role="status"
      aria-live="polite"
      data-testid="close-progress"
    >
      <p className="text-sm">
        {current
          ? `Langkah ${current.index + 1} dari ${current.total}: ${current.label}`
          : "Tutup buku sedang diproses…"}
      </p>
      <Bar percent={percent} label="Kemajuan tutup buku" />
      {steps.length ? (
        <ol className="flex flex-col gap-1 text-xs" aria-label="Langkah tutup buku">
          {steps.map((s) => {
            const finished = current !== null && s.index < current.index;
            const stepPercent = finished
              ? 100
              : s.of
                ? Math.round(((s.done ?? 0) / s.of) * 100)
                : 0;
            return (
              <li key={s.index} className="flex flex-col gap-0.5">
                <span className="flex justify-between gap-2">
                  <span>{s.label}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {s.of !== undefined ? `${s.done ?? 0}/${s.of}` : finished ? "selesai" : ""}
                  </span>
                </span>
                <Bar percent={stepPercent} label={`Kemajuan ${s.label}`} />
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
