"use client";

// The ONE streamed file download of the back office (docs/stock.md "Exports"): fetches an export
// action, reads the response body stream chunk by chunk so the screen can show the bytes received
// while a large export is still being written by the server, can be cancelled (AbortController),
// and saves the file under the name of its Content-Disposition. A JSON:API error answer (400,
// 403, ...) arrives before any byte of a file and becomes `failed` with the screen's message.
import * as React from "react";
import { errorDetail } from "@/components/widgets/toast";
import { JSONAPI_MEDIA_TYPE } from "@/lib/jsonapi-client";

export type DownloadStatus = "idle" | "downloading" | "done" | "failed" | "cancelled";

export interface DownloadState {
  status: DownloadStatus;
  /** Bytes of the file received so far. */
  bytes: number;
  /** Content-Length when the server sent one (streamed exports do not). */
  total: number | null;
  /** The server's errors[0].detail (or the network error) of a failed download. */
  detail: string | null;
  filename: string | null;
}

export interface DownloadRequest {
  url: string;
  /** Media type asked for in Accept (beside JSON:API for the error answers). */
  accept: string;
  /** Used when the answer names no file. */
  fallbackName: string;
}

const IDLE: DownloadState = { status: "idle", bytes: 0, total: null, detail: null, filename: null };

/** `attachment; filename="x.xlsx"` -> x.xlsx */
export function filenameOf(disposition: string | null, fallback: string): string {
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  const name = m?.[1] ? decodeURIComponent(m[1]) : "";
  return name.replace(/[/\\]/g, "_") || fallback;
}

function save(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function useStreamDownload(onFailed?: (detail: string) => void) {
  const [state, setState] = React.useState<DownloadState>(IDLE);
  const abort = React.useRef<AbortController | null>(null);
  const failed = React.useRef(onFailed);
  React.useEffect(() => {
    failed.current = onFailed;
  }, [onFailed]);
  React.useEffect(() => () => abort.current?.abort(), []);

  const start = React.useCallback(async (req: DownloadRequest) => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setState({ ...IDLE, status: "downloading" });
    try {
      const res = await fetch(req.url, {
        headers: { Accept: `${req.accept}, ${JSONAPI_MEDIA_TYPE}` },
        credentials: "same-origin",
        signal: ctrl.signal,
      });
      if (!res.ok || !res.body) {
        const body: unknown = await res.json().catch(() => null);
        throw new Error(errorDetail(body));
      }
      const length = Number(res.headers.get("content-length"));
      const total = Number.isFinite(length) && length > 0 ? length : null;
      const filename = filenameOf(res.headers.get("content-disposition"), req.fallbackName);
      const reader = res.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let bytes = 0;
      let shown = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        bytes += value.byteLength;
        // Re-render at most every 64 KiB.
        if (bytes - shown >= 65_536) {
          shown = bytes;
          setState({ status: "downloading", bytes, total, detail: null, filename });
        }
      }
      save(new Blob(chunks, { type: res.headers.get("content-type") ?? req.accept }), filename);
      setState({ status: "done", bytes, total, detail: null, filename });
    } catch (err) {
      if (ctrl.signal.aborted) {
        setState((s) => ({ ...s, status: "cancelled" }));
        return;
      }
      const detail = err instanceof Error && err.message ? err.message : "Terjadi error";
      setState((s) => ({ ...s, status: "failed", detail }));
      failed.current?.(detail);
    } finally {
      if (abort.current === ctrl) abort.current = null;
    }
  }, []);

  const cancel = React.useCallback(() => abort.current?.abort(), []);
  return { state, start, cancel };
}

const UNITS = ["B", "KB", "MB", "GB"];

/** 1536 -> "1,5 KB" (id-ID). */
export function formatBytes(n: number): string {
  let v = n;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${new Intl.NumberFormat("id-ID", { maximumFractionDigits: u ? 1 : 0 }).format(v)} ${UNITS[u]}`;
}
