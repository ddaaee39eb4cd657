"use client";

// A device's pairing (the devices list's 'Hubungkan' panel, cs-lookup-configs.tsx): the gateway's
// QR, asked again every 3 s until the phone has scanned it (whatsapp-devices/{id}/-actions/connect).
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { LookupPanelProps } from "@/components/data-table/lookup-configs";
import { callApi, failureText } from "@/lib/jsonapi-client";

export default function PairDialog({ row, label, onClose }: LookupPanelProps) {
  const status = typeof row.status === "string" ? row.status : "disconnected";
  const [state, setState] = React.useState<{
    status: string;
    qr: string | null;
    error: string | null;
  }>({
    status,
    qr: null,
    error: null,
  });
  React.useEffect(() => {
    let stop = false;
    async function ask() {
      try {
        const doc = await callApi<{
          data: { attributes: { status: string; qr_code: string | null } };
        }>(`whatsapp-devices/${row.id}/-actions/connect`, {
          method: "POST",
        });
        const a = doc.data.attributes;
        if (stop) return;
        setState({ status: a.status, qr: a.qr_code, error: null });
        if (a.status !== "connected") timer = setTimeout(() => void ask(), 3000);
      } catch (e) {
        if (!stop) setState((s) => ({ ...s, error: failureText(e) }));
      }
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    void ask();
    return () => {
      stop = true;
      if (timer) clearTimeout(timer);
    };
  }, [row.id]);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Hubungkan {label}</DialogTitle>
          <DialogDescription>
            Buka WhatsApp di ponsel, pilih Perangkat tertaut, lalu pindai QR ini.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-3" aria-live="polite">
          {state.status === "connected" ? (
            <Badge color="green">Terhubung</Badge>
          ) : state.qr?.startsWith("data:image") ? (
            // The gateway's QR is a data URL: next/image adds nothing for it.
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL from the gateway
            <img src={state.qr} alt="QR pemasangan WhatsApp" className="size-64" />
          ) : state.qr ? (
            <pre
              aria-label="Kode pemasangan"
              className="max-w-full overflow-auto rounded border p-3 font-mono text-sm"
            >
              {state.qr}
            </pre>
          ) : (
            <p className="text-sm text-muted-foreground">Meminta QR dari gateway…</p>
          )}
          {state.error ? <p className="text-sm text-destructive">{state.error}</p> : null}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Tutup
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
