"use client";

// /customer-service/broadcast/device (docs/customer-service.md "Screens"): the WhatsApp devices
// with their live connection state, pairing (the gateway's QR, asked again every 3 s until the
// phone has scanned it), disconnect, and which device answers chats by default.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useForm } from "react-hook-form";
import { Link2, Plus, RefreshCw, Star, Unplug } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
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
import { TextField } from "@/components/forms/form-field";
import { FormDialog } from "@/components/forms/form-actions";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useToast } from "@/components/widgets/toast";
import { dateTime } from "@/components/notifications/format";
import { callApi, createResource, failureText, JsonApiError, type Row } from "@/lib/jsonapi-client";
import { DEVICE_STATUS_LABEL } from "@/lib/customer-service-rules";

interface DeviceAttrs {
  name: string;
  phone: string;
  status: "disconnected" | "connecting" | "connected";
  is_active: boolean;
  is_default: boolean;
  instance_name: string | null;
  rate_per_minute: number;
  qr_code: string | null;
  last_seen_at: string | null;
  driver: "http" | "log";
}
type DeviceRow = Row<DeviceAttrs>;

const STATUS_COLOR = { connected: "green", connecting: "yellow", disconnected: "red" } as const;

const columns: ColumnDef<DeviceRow>[] = [
  { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
  { id: "phone", accessorKey: "phone", header: "Nomor" },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <Badge color={STATUS_COLOR[row.original.status]}>
        {DEVICE_STATUS_LABEL[row.original.status]}
      </Badge>
    ),
  },
  {
    id: "default",
    header: "Chat",
    cell: ({ row }) => (row.original.is_default ? <Badge color="indigo">Utama</Badge> : "-"),
  },
  {
    id: "driver",
    header: "Gateway",
    cell: ({ row }) => (row.original.driver === "http" ? "HTTP" : "Log (tidak terkirim)"),
  },
  { id: "rate", header: "Pesan/menit", cell: ({ row }) => row.original.rate_per_minute },
  {
    id: "seen",
    header: "Terakhir aktif",
    cell: ({ row }) => (row.original.last_seen_at ? dateTime(row.original.last_seen_at) : "-"),
  },
];

interface DeviceValues {
  name: string;
  phone: string;
  instance_name: string;
  rate_per_minute: string;
}

const resolver = lazyZodResolver(
  () => import("@/lib/schemas/customer-service").then((m) => m.ZDeviceFormInput),
  { raw: true },
);

export function DevicesScreen() {
  const toast = useToast();
  const [reload, setReload] = React.useState(0);
  const [pairing, setPairing] = React.useState<DeviceRow | null>(null);
  const [adding, setAdding] = React.useState(false);

  async function act(row: DeviceRow, name: string, message?: string) {
    try {
      const doc = await callApi<{
        data: { id: string; attributes: DeviceAttrs };
        meta?: { message?: string };
      }>(`whatsapp-devices/${row.id}/-actions/${name}`, { method: "POST" });
      setReload((n) => n + 1);
      toast({ variant: "success", description: message ?? doc.meta?.message ?? "Berhasil" });
      return { id: doc.data.id, ...doc.data.attributes };
    } catch (e) {
      toast({ variant: "error", description: failureText(e) });
      return null;
    }
  }

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Perangkat Broadcast</h1>
        <p className="text-sm text-muted-foreground">
          Nomor WhatsApp untuk chat dan broadcast, dengan status koneksinya.
        </p>
      </header>
      <DataTable<DeviceAttrs, DeviceRow>
        resource="whatsapp-devices"
        label="Daftar perangkat"
        columns={columns}
        defaultSort="name"
        reloadKey={reload}
        searchPlaceholder="Cari nama atau nomor"
        toolbar={
          <Button type="button" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" /> Tambah Perangkat
          </Button>
        }
        rowActions={(row) => (
          <div className="flex gap-1">
            {row.status !== "connected" ? (
              <Button type="button" size="sm" variant="outline" onClick={() => setPairing(row)}>
                <Link2 className="size-4" aria-hidden="true" /> Hubungkan
              </Button>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => void act(row, "disconnect")}
              >
                <Unplug className="size-4" aria-hidden="true" /> Putuskan
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Perbarui status ${row.name}`}
              onClick={() => void act(row, "refresh")}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
            </Button>
            {!row.is_default ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Jadikan utama ${row.name}`}
                onClick={() => void act(row, "set-default")}
              >
                <Star className="size-4" aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        )}
      />
      {pairing ? (
        <PairDialog
          device={pairing}
          onClose={() => {
            setPairing(null);
            setReload((n) => n + 1);
          }}
        />
      ) : null}
      {adding ? (
        <AddDevice
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            setReload((n) => n + 1);
            toast({ variant: "success", description: "Perangkat berhasil ditambahkan" });
          }}
        />
      ) : null}
    </div>
  );
}

function PairDialog({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const [state, setState] = React.useState<{
    status: string;
    qr: string | null;
    error: string | null;
  }>({
    status: device.status,
    qr: null,
    error: null,
  });
  React.useEffect(() => {
    let stop = false;
    async function ask() {
      try {
        const doc = await callApi<{ data: { attributes: DeviceAttrs } }>(
          `whatsapp-devices/${device.id}/-actions/connect`,
          {
            method: "POST",
          },
        );
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
  }, [device.id]);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Hubungkan {device.name}</DialogTitle>
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

function AddDevice({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const toast = useToast();
  const form = useForm<DeviceValues>({
    resolver,
    defaultValues: { name: "", phone: "", instance_name: "", rate_per_minute: "60" },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await createResource("whatsapp-devices", {
        name: v.name,
        phone: v.phone,
        instance_name: v.instance_name.trim() || null,
        rate_per_minute: Number(v.rate_per_minute),
      });
      onSaved();
    } catch (e) {
      if (e instanceof JsonApiError) applyServerErrors(form, e.toFailedResult());
      toast({ variant: "error", description: failureText(e) });
    }
  });
  return (
    <FormDialog
      title="Tambah Perangkat"
      description="Nomor WhatsApp baru; hubungkan setelah disimpan."
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="name" label="Nama" required autoFocus />
      <TextField form={form} name="phone" label="Nomor WhatsApp" required inputMode="tel" />
      <TextField
        form={form}
        name="instance_name"
        label="Nama instance gateway"
        hint="Kosongkan untuk memakai id perangkat"
      />
      <TextField
        form={form}
        name="rate_per_minute"
        label="Batas pesan per menit"
        required
        inputMode="numeric"
      />
    </FormDialog>
  );
}
