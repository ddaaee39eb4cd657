"use client";

// /customer-service/broadcast/tambah (docs/customer-service.md "Broadcasts"): a new broadcast
// from a template or free text to an audience (office category, area, province, active state,
// pasted codes), now or scheduled, with a recipient count preview; below, the broadcasts with
// live progress (CsBroadcastProgress over the realtime channel, and a poll while one runs),
// pause / resume / cancel, and a broadcast's recipients (STOP contacts listed as skipped).
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Pause, Play, Send, Users, XCircle } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { FilterSelect } from "@/components/data-table/filter-select";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useToast } from "@/components/widgets/toast";
import { dateTime } from "@/components/notifications/format";
import { subscribeRealtime } from "@/components/notifications/realtime-client";
import {
  callApi,
  createResource,
  failureText,
  JsonApiError,
  listResources,
  type Row,
} from "@/lib/jsonapi-client";
import {
  BROADCAST_STATUS_LABEL,
  CHAT_MESSAGE_STATUS_LABEL,
  TEMPLATE_VARIABLES,
} from "@/lib/customer-service-rules";
import { AREA_LABEL, OFFICE_CATEGORY_LABEL } from "@/lib/office-categories";

interface BroadcastAttrs {
  name: string;
  status: string;
  scheduled_at: string | null;
  total_recipients: number;
  sent_count: number;
  failed_count: number;
  skipped_count: number;
  pending_count: number;
  createdAt: string;
}
type BroadcastRow = Row<BroadcastAttrs>;

interface RecipientAttrs {
  phone: string;
  status: string;
  error: string | null;
  office_code: string | null;
  office_name: string | null;
  sent_at: string | null;
}
type RecipientRow = Row<RecipientAttrs>;

interface Option {
  id: string;
  name: string;
  message?: string;
}

export interface BroadcastFormValues {
  name: string;
  device_id: string;
  template_id: string;
  message: string;
  category_ids: string[];
  area_ids: string[];
  province_ids: string[];
  active: "" | "true" | "false";
  codes: string;
  scheduled_at: string;
}

const resolver = lazyZodResolver(
  () => import("@/lib/schemas/customer-service").then((m) => m.ZBroadcastFormInput),
  { raw: true },
);

const STATUS_COLOR: Record<string, "green" | "yellow" | "red" | "blue" | "gray" | "purple"> = {
  scheduled: "purple",
  sending: "yellow",
  paused: "gray",
  sent: "green",
  failed: "red",
  cancelled: "red",
};

function audienceOf(v: BroadcastFormValues) {
  const codes = v.codes
    .split(/[\s,;]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    ...(v.category_ids.length ? { category_ids: v.category_ids.map(Number) } : {}),
    ...(v.area_ids.length ? { area_ids: v.area_ids.map(Number) } : {}),
    ...(v.province_ids.length ? { province_ids: v.province_ids } : {}),
    ...(v.active ? { is_active: v.active === "true" } : {}),
    ...(codes.length ? { codes } : {}),
  };
}

export function BroadcastScreen() {
  const toast = useToast();
  const [reload, setReload] = React.useState(0);
  const [showing, setShowing] = React.useState<BroadcastRow | null>(null);
  const [running, setRunning] = React.useState(false);

  React.useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event === "CsBroadcastProgress" || event === "Resync") setReload((n) => n + 1);
      }),
    [],
  );
  // The row holds the truth: while a broadcast runs, look again every 3 s too.
  React.useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setReload((n) => n + 1), 3000);
    return () => clearInterval(t);
  }, [running]);

  async function control(row: BroadcastRow, action: "pause" | "resume" | "cancel") {
    try {
      const doc = await callApi<{ meta?: { message?: string } }>(
        `broadcasts/${row.id}/-actions/${action}`,
        { method: "POST" },
      );
      toast({ variant: "success", description: doc.meta?.message ?? "Berhasil" });
      setReload((n) => n + 1);
    } catch (e) {
      toast({ variant: "error", description: failureText(e) });
    }
  }

  const columns: ColumnDef<BroadcastRow>[] = [
    {
      id: "createdAt",
      header: "Dibuat",
      enableSorting: true,
      cell: ({ row }) => dateTime(row.original.createdAt),
    },
    { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => (
        <Badge color={STATUS_COLOR[row.original.status] ?? "gray"}>
          {BROADCAST_STATUS_LABEL[row.original.status] ?? row.original.status}
        </Badge>
      ),
    },
    {
      id: "progress",
      header: "Progres",
      cell: ({ row }) => {
        const r = row.original;
        const done = r.sent_count + r.failed_count + r.skipped_count;
        const pct = r.total_recipients ? Math.round((done / r.total_recipients) * 100) : 0;
        return (
          <div className="flex min-w-40 flex-col gap-1" aria-label={`Progres ${r.name}`}>
            <div className="h-2 rounded bg-muted">
              <div className="h-2 rounded bg-green-500" style={{ width: `${pct}%` }} />
            </div>
            <span className="text-xs">
              Terkirim {r.sent_count} · Gagal {r.failed_count} · Dilewati {r.skipped_count} ·
              Menunggu {r.pending_count} / {r.total_recipients}
            </span>
          </div>
        );
      },
    },
    {
      id: "scheduled_at",
      header: "Jadwal",
      enableSorting: true,
      cell: ({ row }) =>
        row.original.scheduled_at ? dateTime(row.original.scheduled_at) : "Segera",
    },
  ];

  return (
    <div className="flex flex-col gap-6 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Tambah Broadcast</h1>
        <p className="text-sm text-muted-foreground">
          Kirim pesan ke banyak kantor sekaligus, sesuai batas kirim perangkat.
        </p>
      </header>
      <BroadcastForm onCreated={() => setReload((n) => n + 1)} />
      <section aria-label="Riwayat broadcast" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Broadcast</h2>
        <DataTable<BroadcastAttrs, BroadcastRow>
          resource="broadcasts"
          label="Daftar broadcast"
          columns={columns}
          defaultSort="-createdAt"
          reloadKey={reload}
          include={[]}
          searchPlaceholder="Cari broadcast"
          onLoaded={(r) => setRunning(r.rows.some((b) => b.status === "sending"))}
          rowActions={(row) => (
            <div className="flex gap-1">
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Penerima ${row.name}`}
                onClick={() => setShowing(row)}
              >
                <Users className="size-4" aria-hidden="true" />
              </Button>
              {row.status === "sending" || row.status === "scheduled" ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Jeda ${row.name}`}
                  onClick={() => void control(row, "pause")}
                >
                  <Pause className="size-4" aria-hidden="true" />
                </Button>
              ) : null}
              {row.status === "paused" ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Lanjutkan ${row.name}`}
                  onClick={() => void control(row, "resume")}
                >
                  <Play className="size-4" aria-hidden="true" />
                </Button>
              ) : null}
              {["sending", "scheduled", "paused"].includes(row.status) ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Batalkan ${row.name}`}
                  onClick={() => void control(row, "cancel")}
                >
                  <XCircle className="size-4" aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          )}
        />
      </section>
      {showing ? (
        <Recipients broadcast={showing} reload={reload} onClose={() => setShowing(null)} />
      ) : null}
    </div>
  );
}

function useOptions(type: string, filter: Record<string, string> = {}): Option[] {
  const [options, setOptions] = React.useState<Option[]>([]);
  const key = JSON.stringify(filter);
  React.useEffect(() => {
    void listResources<{ name: string; message?: string }>(type, {
      page: { number: 1, size: 100 },
      filter: JSON.parse(key) as Record<string, string>,
      include: [],
    })
      .then((r) => setOptions(r.rows.map((x) => ({ id: x.id, name: x.name, message: x.message }))))
      .catch(() => setOptions([]));
  }, [type, key]);
  return options;
}

function CheckGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <legend className="mb-1 font-medium">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={value.includes(o.value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, o.value] : value.filter((x) => x !== o.value))
            }
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

function BroadcastForm({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const devices = useOptions("whatsapp-devices", { is_active: "true" });
  const templates = useOptions("broadcast-templates", { is_active: "true" });
  const provinces = useOptions("provinces");
  const [count, setCount] = React.useState<{ recipients: number; opted_out: number } | null>(null);
  const form = useForm<BroadcastFormValues>({
    resolver,
    defaultValues: {
      name: "",
      device_id: "",
      template_id: "",
      message: "",
      category_ids: [],
      area_ids: [],
      province_ids: [],
      active: "true",
      codes: "",
      scheduled_at: "",
    },
  });
  const deviceId = useWatch({ control: form.control, name: "device_id" });
  React.useEffect(() => {
    if (!deviceId && devices[0]) form.setValue("device_id", devices[0].id);
  }, [deviceId, devices, form]);

  async function preview() {
    try {
      const doc = await callApi<{ meta: { recipients: number; opted_out: number } }>(
        "broadcasts/-actions/preview-audience",
        {
          method: "POST",
          body: {
            data: { type: "broadcasts", attributes: { audience: audienceOf(form.getValues()) } },
          },
        },
      );
      setCount(doc.meta);
    } catch (e) {
      toast({ variant: "error", description: failureText(e) });
    }
  }

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await createResource("broadcasts", {
        name: v.name,
        device_id: v.device_id,
        template_id: v.template_id || null,
        message: v.message,
        audience: audienceOf(v),
        scheduled_at: v.scheduled_at ? new Date(v.scheduled_at).toISOString() : null,
      });
      toast({
        variant: "success",
        description: v.scheduled_at ? "Broadcast dijadwalkan" : "Broadcast mulai dikirim",
      });
      form.reset({ ...form.getValues(), name: "", message: "", template_id: "", codes: "" });
      setCount(null);
      onCreated();
    } catch (e) {
      if (e instanceof JsonApiError) applyServerErrors(form, e.toFailedResult());
      toast({ variant: "error", description: failureText(e) });
    }
  });

  const errors = form.formState.errors;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Broadcast baru"
      className="grid gap-4 rounded-md border p-4 lg:grid-cols-2"
    >
      <div className="flex flex-col gap-3">
        <TextField form={form} name="name" label="Nama broadcast" required />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="field-device_id">Perangkat *</Label>
          <select
            id="field-device_id"
            className="h-9 rounded-md border bg-background px-2 text-sm"
            {...form.register("device_id")}
          >
            {devices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
          {errors.device_id?.message ? (
            <p className="text-xs text-destructive">{errors.device_id.message}</p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="field-template_id">Template</Label>
          <select
            id="field-template_id"
            className="h-9 rounded-md border bg-background px-2 text-sm"
            {...form.register("template_id", {
              onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
                const t = templates.find((x) => x.id === e.target.value);
                if (t?.message) form.setValue("message", t.message, { shouldValidate: true });
              },
            })}
          >
            <option value="">Teks bebas</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="field-message">Pesan *</Label>
          <textarea
            id="field-message"
            rows={5}
            className="rounded-md border bg-background p-2 text-sm"
            {...form.register("message")}
          />
          {errors.message?.message ? (
            <p className="text-xs text-destructive">{errors.message.message}</p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            {Object.keys(TEMPLATE_VARIABLES)
              .map((k) => `{${k}}`)
              .join(" ")}
          </p>
        </div>
        <TextField
          form={form}
          name="scheduled_at"
          label="Jadwal kirim"
          type="datetime-local"
          hint="Kosongkan untuk kirim sekarang"
        />
      </div>
      <div className="flex flex-col gap-3">
        <Controller
          control={form.control}
          name="category_ids"
          render={({ field }) => (
            <CheckGroup
              legend="Kategori kantor"
              options={Object.entries(OFFICE_CATEGORY_LABEL).map(([value, label]) => ({
                value,
                label,
              }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="area_ids"
          render={({ field }) => (
            <CheckGroup
              legend="Area"
              options={Object.entries(AREA_LABEL).map(([value, label]) => ({ value, label }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="field-province_ids">Provinsi</Label>
          <Controller
            control={form.control}
            name="province_ids"
            render={({ field }) => (
              <select
                id="field-province_ids"
                multiple
                className="h-24 rounded-md border bg-background px-2 text-sm"
                value={field.value}
                onChange={(e) => field.onChange([...e.target.selectedOptions].map((o) => o.value))}
              >
                {provinces.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <FilterSelect
              label="Status kantor"
              value={field.value}
              onChange={(v) => field.onChange(v)}
              options={[
                { value: "true", label: "Aktif" },
                { value: "false", label: "Non Aktif" },
              ]}
            />
          )}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="field-codes">Daftar kode kantor</Label>
          <textarea
            id="field-codes"
            rows={3}
            placeholder="Satu kode per baris (tempel dari Excel)"
            className="rounded-md border bg-background p-2 text-sm"
            {...form.register("codes")}
          />
          {errors.codes?.message ? (
            <p className="text-xs text-destructive">{errors.codes.message}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" onClick={() => void preview()}>
            <Users className="size-4" aria-hidden="true" /> Hitung Penerima
          </Button>
          {count ? (
            <span aria-live="polite" className="text-sm">
              {count.recipients} penerima
              {count.opted_out ? `, ${count.opted_out} sudah STOP (dilewati)` : ""}
            </span>
          ) : null}
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Send className="size-4" aria-hidden="true" /> Kirim Broadcast
        </Button>
      </div>
    </form>
  );
}

function Recipients({
  broadcast,
  reload,
  onClose,
}: {
  broadcast: BroadcastRow;
  reload: number;
  onClose: () => void;
}) {
  const [status, setStatus] = React.useState("");
  const columns: ColumnDef<RecipientRow>[] = [
    { id: "phone", accessorKey: "phone", header: "No. HP", enableSorting: true },
    {
      id: "office",
      header: "Kantor",
      cell: ({ row }) =>
        row.original.office_code
          ? `${row.original.office_code} ${row.original.office_name ?? ""}`
          : "-",
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => CHAT_MESSAGE_STATUS_LABEL[row.original.status] ?? row.original.status,
    },
    {
      id: "sent_at",
      header: "Terkirim",
      cell: ({ row }) => (row.original.sent_at ? dateTime(row.original.sent_at) : "-"),
    },
    { id: "error", header: "Galat", cell: ({ row }) => row.original.error ?? "-" },
  ];
  return (
    <section
      aria-label={`Penerima ${broadcast.name}`}
      className="flex flex-col gap-2 rounded-md border p-3"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">Penerima: {broadcast.name}</h2>
        <Button type="button" variant="outline" size="sm" onClick={onClose}>
          Tutup
        </Button>
      </div>
      <DataTable<RecipientAttrs, RecipientRow>
        resource="broadcast-recipients"
        label="Daftar penerima"
        columns={columns}
        defaultSort="phone"
        reloadKey={reload}
        include={[]}
        filters={{ broadcast: broadcast.id, status }}
        searchPlaceholder="Cari nomor"
        toolbar={
          <FilterSelect
            label="Status"
            value={status}
            onChange={setStatus}
            options={[
              "queued",
              "sent",
              "delivered",
              "read",
              "failed",
              "skipped",
              "logged",
              "cancelled",
            ].map((s) => ({
              value: s,
              label: CHAT_MESSAGE_STATUS_LABEL[s] ?? s,
            }))}
          />
        }
      />
    </section>
  );
}
