"use client";

// The new broadcast (/customer-service/broadcast/tambah, docs/customer-service.md "Broadcasts"):
// a template or free text to an audience (office category, area, province, active state, pasted
// codes), now or scheduled, with a recipient count preview. Validated with the server's schema
// (lazy resolver); loaded after the page's first view (cs-lookup-screen.tsx), so the list's
// first-load JS carries no form code.
import * as React from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Send, Users } from "lucide-react";
import { FilterSelect } from "@/components/data-table/filter-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useToast } from "@/components/widgets/toast";
import {
  callApi,
  createResource,
  failureText,
  JsonApiError,
  listResources,
} from "@/lib/jsonapi-client";
import { TEMPLATE_VARIABLES } from "@/lib/customer-service-rules";
import { AREA_LABEL, OFFICE_CATEGORY_LABEL } from "@/lib/office-categories";

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

export default function BroadcastForm({ onCreated }: { onCreated: () => void }) {
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
    // The first device once the list is in, unless one was chosen meanwhile: the value is read
    // now, not from the render that scheduled this (a choice made between the two would be
    // overwritten, and the broadcast sent from another device).
    if (devices[0] && !form.getValues("device_id")) form.setValue("device_id", devices[0].id);
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
