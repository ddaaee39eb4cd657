"use client";

// The live progress of a Tutup Buku while its request runs: the close job
// (server/periods/close-steps/) reports each step as a JobProgress event on the user's realtime
// channel; this shows the step and a bar. Without events (realtime down) it says the close runs.
import * as React from "react";
import { subscribeRealtime } from "@/components/notifications/realtime-client";

export interface CloseStepProgress {
  index: number;
  total: number;
  label: string;
}

function stepOf(data: unknown): CloseStepProgress | null {
  if (!data || typeof data !== "object") return null;
  const d = data as { kind?: unknown; progress?: Record<string, unknown> };
  if (d.kind !== "period-close" || !d.progress) return null;
  const { index, total, label } = d.progress;
  return typeof index === "number" && typeof total === "number" && typeof label === "string"
    ? { index, total, label }
    : null;
}

/**
 * The latest step of a close started by this user. Rendered only while the close request runs,
 * so each close starts from an empty bar.
 */
export function CloseProgress() {
  const [progress, setProgress] = React.useState<CloseStepProgress | null>(null);
  React.useEffect(
    () =>
      subscribeRealtime((event, data) => {
        if (event !== "JobProgress") return;
        const step = stepOf(data);
        if (step) setProgress(step);
      }),
    [],
  );
  const percent = progress ? Math.round(((progress.index + 1) / progress.total) * 100) : 0;
  return (
    <div className="flex flex-col gap-1" role="status" aria-live="polite">
      <p className="text-sm">
        {progress
          ? `Langkah ${progress.index + 1} dari ${progress.total}: ${progress.label}`
          : "Tutup buku sedang diproses…"}
      </p>
      <div
        className="h-2 w-full overflow-hidden rounded bg-muted"
        role="progressbar"
        aria-label="Kemajuan tutup buku"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
