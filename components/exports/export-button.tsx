"use client";

// An export button that downloads through useStreamDownload: while the file streams in it shows
// the bytes received and a 'Batal' (cancel) button; a failure shows the screen's SPEC §8 message
// ('Gagal export excel', ...) as an error toast with the server's detail.
import * as React from "react";
import { Download, Loader2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/widgets/toast";
import { formatBytes, useStreamDownload } from "./use-stream-download";

export const EXPORT_MEDIA = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
  csv: "text/csv",
  dbf: "application/x-dbf",
} as const;

export interface ExportButtonProps {
  label: string;
  /** The action URL with the screen's current filters. */
  url: string;
  format: keyof typeof EXPORT_MEDIA;
  /** SPEC §8 message shown when the download fails. */
  failureMessage: string;
  /** File name when the server sends none. */
  fallbackName: string;
  disabled?: boolean;
}

export function ExportButton({
  label,
  url,
  format,
  failureMessage,
  fallbackName,
  disabled,
}: ExportButtonProps) {
  const toast = useToast();
  const onFailed = React.useCallback(
    (detail: string) => toast({ variant: "error", title: failureMessage, description: detail }),
    [toast, failureMessage],
  );
  const { state, start, cancel } = useStreamDownload(onFailed);
  const busy = state.status === "downloading";
  return (
    <div className="flex items-center gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={disabled || busy}
        onClick={() => void start({ url, accept: EXPORT_MEDIA[format], fallbackName })}
      >
        {busy ? <Loader2 className="size-4 animate-spin" /> : <Download className="size-4" />}
        {label}
      </Button>
      {busy ? (
        <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          Mengunduh {formatBytes(state.bytes)}
          {state.total ? ` dari ${formatBytes(state.total)}` : ""}
          <Button type="button" size="sm" variant="ghost" onClick={cancel}>
            <X className="size-4" />
            Batal
          </Button>
        </span>
      ) : null}
      {state.status === "done" && state.filename ? (
        <span role="status" className="text-sm text-muted-foreground">
          {state.filename} ({formatBytes(state.bytes)})
        </span>
      ) : null}
    </div>
  );
}

/**
 * The 'Download Excel' and 'Export PDF' pair of a report: `{excel|pdf}Url` stream the file,
 * `file` names it when the server gives no name, `messages` are the screen's failure texts.
 */
export function ExcelPdfButtons({
  excelUrl,
  pdfUrl,
  file,
  messages,
}: {
  excelUrl: string;
  pdfUrl: string;
  file: string;
  messages: { excel: string; pdf: string };
}) {
  return (
    <>
      <ExportButton
        label="Download Excel"
        format="xlsx"
        url={excelUrl}
        failureMessage={messages.excel}
        fallbackName={`${file}.xlsx`}
      />
      <ExportButton
        label="Export PDF"
        format="pdf"
        url={pdfUrl}
        failureMessage={messages.pdf}
        fallbackName={`${file}.pdf`}
      />
    </>
  );
}
