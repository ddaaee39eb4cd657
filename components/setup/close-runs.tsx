"use client";

// Riwayat Tutup Buku of one tab of Periode Tutup Buku: the close runs of its period kind
// (GET period-close-runs?filter[kind]=..., server/periods/resources.ts) with their status, each
// step's duration (progress.timings, written by server/periods/close-steps/runner.ts) and the
// error; a run that failed or whose process died (running, heartbeat silent) and is the latest of
// its period offers 'Lanjutkan', which starts the close of that period again: it resumes at the
// last committed batch (docs/period-close.md).
import * as React from "react";
import { RotateCcw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { browserGet, failureText } from "@/lib/jsonapi-client";
import { CLOSE_STEP_LABEL } from "./close-progress";

type RunStatus = "running" | "succeeded" | "failed";

interface Run {
  id: string;
  status: RunStatus;
  periodId: string | null;
  periodName: string;
  completedSteps: string[];
  step: string | null;
  timings: Record<string, { startedAt?: string; finishedAt?: string }>;
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  heartbeatAt: string | null;
}

const STATUS: Record<RunStatus, { text: string; color: "green" | "yellow" | "red" }> = {
  running: { text: "Berjalan", color: "yellow" },
  succeeded: { text: "Berhasil", color: "green" },
  failed: { text: "Gagal", color: "red" },
};

/** A running run silent this long was left by a process that died. */
const STALE_MS = 60_000;

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function runsOf(doc: unknown, resource: "periods" | "mitra-periods"): Run[] {
  const d = asRecord(doc);
  const names = new Map<string, string>();
  for (const inc of Array.isArray(d.included) ? d.included : []) {
    const r = asRecord(inc);
    names.set(String(r.id), String(asRecord(r.attributes).name ?? ""));
  }
  const rows = Array.isArray(d.data) ? d.data : [];
  return rows.map((raw) => {
    const r = asRecord(raw);
    const a = asRecord(r.attributes);
    const periodId = (resource === "periods" ? a.period_id : a.member_period_id) as string | null;
    const timings = asRecord(asRecord(a.progress).timings) as Run["timings"];
    return {
      id: String(r.id),
      status: (a.status as RunStatus) ?? "running",
      periodId,
      periodName: (periodId && names.get(periodId)) || "-",
      completedSteps: Array.isArray(a.completed_steps) ? a.completed_steps.map(String) : [],
      step: typeof a.step === "string" ? a.step : null,
      timings,
      error: typeof a.error === "string" ? a.error : null,
      startedAt: typeof a.started_at === "string" ? a.started_at : null,
      finishedAt: typeof a.finished_at === "string" ? a.finished_at : null,
      heartbeatAt: typeof a.heartbeat_at === "string" ? a.heartbeat_at : null,
    };
  });
}

function seconds(ms: number): string {
  if (ms < 60_000)
    return `${(ms / 1000).toLocaleString("id-ID", { maximumFractionDigits: 1 })} dtk`;
  const m = Math.floor(ms / 60_000);
  return `${m} mnt ${Math.round((ms % 60_000) / 1000)} dtk`;
}

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("id-ID", {
        timeZone: "Asia/Jakarta",
        dateStyle: "medium",
        timeStyle: "medium",
      })
    : "-";

/** The steps of a run in the order they ran, with their durations (unfinished: none). */
function stepsOf(run: Run): { name: string; ms: number | null }[] {
  const names = Object.keys(run.timings).sort((a, b) =>
    (run.timings[a]?.startedAt ?? "").localeCompare(run.timings[b]?.startedAt ?? ""),
  );
  return names.map((name) => {
    const t = run.timings[name];
    const ms =
      t?.startedAt && t.finishedAt ? Date.parse(t.finishedAt) - Date.parse(t.startedAt) : null;
    return { name, ms };
  });
}

export function CloseRuns({
  resource,
  reloadKey,
  mayResume,
  busy,
  onResume,
}: {
  resource: "periods" | "mitra-periods";
  /** Changes after a close: the list loads again. */
  reloadKey: number;
  mayResume: boolean;
  busy: boolean;
  onResume: (periodId: string, periodName: string) => void;
}) {
  const [state, setState] = React.useState<{
    runs: Run[] | null;
    error: string | null;
    /** When the list was read (a running run's heartbeat is judged against it). */
    at: number;
  }>({ runs: null, error: null, at: 0 });
  const include = resource === "periods" ? "period" : "mitra-period";

  React.useEffect(() => {
    const ac = new AbortController();
    browserGet(
      `period-close-runs?filter[kind]=${resource}&include=${include}&sort=-started_at&page[size]=10`,
      ac.signal,
    )
      .then((doc) => setState({ runs: runsOf(doc, resource), error: null, at: Date.now() }))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setState({ runs: null, error: failureText(err), at: Date.now() });
      });
    return () => ac.abort();
  }, [resource, include, reloadKey]);

  const latest = new Set<string>();
  const seen = new Set<string>();
  for (const r of state.runs ?? []) {
    if (!r.periodId || seen.has(r.periodId)) continue;
    seen.add(r.periodId);
    latest.add(r.id);
  }
  const now = state.at;

  return (
    <section aria-labelledby="close-runs" className="flex flex-col gap-2" data-testid="close-runs">
      <h2 id="close-runs" className="text-lg font-semibold">
        Riwayat Tutup Buku
      </h2>
      {state.error ? <p className="text-sm text-destructive">{state.error}</p> : null}
      {state.runs === null && !state.error ? (
        <p className="text-sm text-muted-foreground">Memuat riwayat…</p>
      ) : null}
      {state.runs && state.runs.length === 0 ? (
        <p className="text-sm text-muted-foreground">Belum ada tutup buku.</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {(state.runs ?? []).map((run) => {
          const stale =
            run.status === "running" &&
            now > 0 &&
            (!run.heartbeatAt || now - Date.parse(run.heartbeatAt) > STALE_MS);
          const resumable =
            mayResume && latest.has(run.id) && (run.status === "failed" || stale) && run.periodId;
          const s = STATUS[run.status];
          return (
            <li
              key={run.id}
              className="flex flex-col gap-1 rounded-md border px-3 py-2 text-sm"
              data-testid="close-run"
            >
              <div className="flex flex-wrap items-center gap-2">
                <strong>{run.periodName}</strong>
                <Badge color={s.color}>{stale ? "Terhenti" : s.text}</Badge>
                <span className="text-muted-foreground">
                  {when(run.startedAt)}
                  {run.finishedAt ? ` – ${when(run.finishedAt)}` : ""}
                </span>
                {resumable ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="ml-auto"
                    disabled={busy}
                    aria-label={`Lanjutkan tutup buku ${run.periodName}`}
                    onClick={() => onResume(run.periodId ?? "", run.periodName)}
                  >
                    <RotateCcw className="size-4" aria-hidden="true" />
                    Lanjutkan
                  </Button>
                ) : null}
              </div>
              <ol className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground">
                {stepsOf(run).map((st) => (
                  <li key={st.name}>
                    {CLOSE_STEP_LABEL[st.name] ?? st.name}:{" "}
                    <span className="tabular-nums">{st.ms === null ? "…" : seconds(st.ms)}</span>
                  </li>
                ))}
              </ol>
              {run.error ? <p className="text-xs text-destructive">{run.error}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
