"use client";

// Listens for barcode scans anywhere on the page (SPEC §2 "a barcode-scan listener", §9 timings).
import * as React from "react";
import { BarcodeBuffer, SCAN_END_PAUSE_MS } from "@/lib/barcode";

export function useBarcodeScanner(onScan: (code: string) => void, enabled = true): void {
  const handler = React.useRef(onScan);
  React.useEffect(() => {
    handler.current = onScan;
  }, [onScan]);
  React.useEffect(() => {
    if (!enabled) return;
    const buffer = new BarcodeBuffer();
    let timer: number | undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === "Enter") return;
      if (!buffer.push(e.key, e.timeStamp || performance.now())) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const code = buffer.flush();
        if (code) handler.current(code);
      }, SCAN_END_PAUSE_MS);
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.clearTimeout(timer);
    };
  }, [enabled]);
}
