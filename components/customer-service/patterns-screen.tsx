"use client";

// /customer-service/response-patterns (docs/customer-service.md "Response patterns and business
// hours"): automatic replies by pattern (exact, contains, starts with, bounded regex) with
// priority and an active flag, a test box showing which pattern a sample message matches, and the
// business hours outside which the away message is sent once per conversation.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Controller, useForm } from "react-hook-form";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/forms/form-field";
import { FormDialog } from "@/components/forms/form-actions";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useToast } from "@/components/widgets/toast";
import {
  callApi,
  createResource,
  deleteResource,
  failureText,
  getResource,
  JsonApiError,
  updateResource,
  type Row,
} from "@/lib/jsonapi-client";
import {
  clockToMinutes,
  MATCH_TYPE_LABEL,
  minutesToClock,
  type MatchType,
} from "@/lib/customer-service-rules";

interface PatternAttrs {
  pattern: string;
  match_type: MatchType;
  response: string;
  priority: number;
  is_active: boolean;
}
type PatternRow = Row<PatternAttrs>;

interface PatternValues {
  pattern: string;
  match_type: MatchType;
  response: string;
  priority: string;
  is_active: boolean;
}

const resolver = lazyZodResolver(
  () => import("@/lib/schemas/customer-service").then((m) => m.ZPatternFormInput),
  { raw: true },
);

const columns: ColumnDef<PatternRow>[] = [
  { id: "priority", accessorKey: "priority", header: "Prioritas", enableSorting: true },
  {
    id: "match_type",
    header: "Jenis",
    cell: ({ row }) => MATCH_TYPE_LABEL[row.original.match_type],
  },
  {
    id: "pattern",
    header: "Pola",
    cell: ({ row }) => <code className="text-xs">{row.original.pattern}</code>,
  },
  {
    id: "response",
    header: "Balasan",
    cell: ({ row }) => <span className="line-clamp-2 max-w-md">{row.original.response}</span>,
  },
  {
    id: "is_active",
    header: "Status",
    cell: ({ row }) =>
      row.original.is_active ? (
        <Badge color="green">Aktif</Badge>
      ) : (
        <Badge color="red">Non Aktif</Badge>
      ),
  },
];

const DAYS = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"];

export function PatternsScreen() {
  const toast = useToast();
  const [reload, setReload] = React.useState(0);
  const [editing, setEditing] = React.useState<PatternRow | "new" | null>(null);
  return (
    <div className="flex flex-col gap-6 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Pola Balasan</h1>
        <p className="text-sm text-muted-foreground">
          Balasan otomatis untuk pesan yang cocok dengan pola, urut prioritas.
        </p>
      </header>
      <DataTable<PatternAttrs, PatternRow>
        resource="response-patterns"
        label="Daftar pola balasan"
        columns={columns}
        defaultSort="priority"
        reloadKey={reload}
        searchPlaceholder="Cari pola atau balasan"
        toolbar={
          <Button type="button" onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden="true" /> Tambah Pola
          </Button>
        }
        rowActions={(row) => (
          <div className="flex gap-1">
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Ubah pola ${row.pattern}`}
              onClick={() => setEditing(row)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Hapus pola ${row.pattern}`}
              onClick={() =>
                void deleteResource("response-patterns", row.id)
                  .then(() => {
                    setReload((n) => n + 1);
                    toast({ variant: "success", description: "Pola dihapus" });
                  })
                  .catch((e: unknown) => toast({ variant: "error", description: failureText(e) }))
              }
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TestBox />
        <BusinessHours />
      </div>
      {editing ? (
        <PatternForm
          row={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            setReload((n) => n + 1);
            toast({ variant: "success", description: m });
          }}
        />
      ) : null}
    </div>
  );
}

function PatternForm({
  row,
  onClose,
  onSaved,
}: {
  row: PatternRow | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const toast = useToast();
  const form = useForm<PatternValues>({
    resolver,
    defaultValues: {
      pattern: row?.pattern ?? "",
      match_type: row?.match_type ?? "contains",
      response: row?.response ?? "",
      priority: String(row?.priority ?? 10),
      is_active: row?.is_active ?? true,
    },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    const attributes = { ...v, priority: Number(v.priority) };
    try {
      if (row) await updateResource("response-patterns", row.id, attributes);
      else await createResource("response-patterns", attributes);
      onSaved(row ? "Pola diubah" : "Pola ditambahkan");
    } catch (e) {
      if (e instanceof JsonApiError) applyServerErrors(form, e.toFailedResult());
      toast({ variant: "error", description: failureText(e) });
    }
  });
  return (
    <FormDialog
      title={row ? "Ubah Pola" : "Tambah Pola"}
      description="Regex dibatasi: tanpa pengulangan bersarang, maksimal 200 karakter."
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="field-match_type">Jenis pencocokan</Label>
        <select
          id="field-match_type"
          className="h-9 rounded-md border bg-background px-2 text-sm"
          {...form.register("match_type")}
        >
          {Object.entries(MATCH_TYPE_LABEL).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <TextField form={form} name="pattern" label="Pola" required autoFocus />
      <TextField form={form} name="response" label="Balasan" required />
      <TextField
        form={form}
        name="priority"
        label="Prioritas (kecil dulu)"
        required
        inputMode="numeric"
      />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="field-is_active" checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="field-is_active">Aktif</Label>
          </div>
        )}
      />
    </FormDialog>
  );
}

function TestBox() {
  const toast = useToast();
  const [message, setMessage] = React.useState("");
  const [result, setResult] = React.useState<{
    match: { pattern: string; response: string; match_type: MatchType } | null;
    within_business_hours: boolean;
    away_message: string | null;
  } | null>(null);
  async function test(e: React.FormEvent) {
    e.preventDefault();
    try {
      const doc = await callApi<{ meta: NonNullable<typeof result> }>(
        "response-patterns/-actions/test",
        {
          method: "POST",
          body: { data: { type: "response-patterns", attributes: { message } } },
        },
      );
      setResult(doc.meta);
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    }
  }
  return (
    <form
      onSubmit={(e) => void test(e)}
      className="flex flex-col gap-2 rounded-md border p-3"
      aria-label="Uji pola"
    >
      <h2 className="font-semibold">Uji Pola</h2>
      <Label htmlFor="test-message">Contoh pesan masuk</Label>
      <textarea
        id="test-message"
        rows={2}
        className="rounded-md border bg-background p-2 text-sm"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <Button type="submit" variant="outline" disabled={!message.trim()}>
        Uji
      </Button>
      {result ? (
        <div aria-live="polite" className="text-sm">
          {result.match ? (
            <>
              <p>
                Cocok dengan <code>{result.match.pattern}</code> (
                {MATCH_TYPE_LABEL[result.match.match_type]})
              </p>
              <p className="mt-1 rounded bg-green-50 p-2">{result.match.response}</p>
            </>
          ) : (
            <p>Tidak ada pola yang cocok.</p>
          )}
          {!result.within_business_hours && result.away_message ? (
            <p className="mt-1 text-muted-foreground">
              Di luar jam kerja: pesan otomatis dikirim sekali per percakapan.
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

interface HoursAttrs {
  is_active: boolean;
  days: number[];
  opens_at: number;
  closes_at: number;
  away_message: string;
}

function BusinessHours() {
  const toast = useToast();
  const [hours, setHours] = React.useState<HoursAttrs | null>(null);
  const [opens, setOpens] = React.useState("08:00");
  const [closes, setCloses] = React.useState("17:00");
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => {
    void getResource<HoursAttrs>("cs-business-hours", "1")
      .then((r) => {
        setHours(r.resource.attributes);
        setOpens(minutesToClock(r.resource.attributes.opens_at));
        setCloses(minutesToClock(r.resource.attributes.closes_at));
      })
      .catch((e: unknown) => toast({ variant: "error", description: failureText(e) }));
  }, [toast]);
  if (!hours)
    return (
      <section className="rounded-md border p-3 text-sm text-muted-foreground">
        Memuat jam kerja…
      </section>
    );
  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!hours) return;
    const o = clockToMinutes(opens);
    const c = clockToMinutes(closes);
    if (o === null || c === null) {
      toast({ variant: "warning", description: "Jam tidak valid (JJ:MM)" });
      return;
    }
    setBusy(true);
    try {
      await updateResource("cs-business-hours", "1", { ...hours, opens_at: o, closes_at: c });
      toast({ variant: "success", description: "Jam kerja disimpan" });
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      onSubmit={(e) => void save(e)}
      className="flex flex-col gap-2 rounded-md border p-3 text-sm"
      aria-label="Jam kerja"
    >
      <h2 className="font-semibold">Jam Kerja (WIB)</h2>
      <div className="flex items-center gap-3">
        <Switch
          id="hours-active"
          checked={hours.is_active}
          onCheckedChange={(v) => setHours({ ...hours, is_active: v })}
        />
        <Label htmlFor="hours-active">Kirim pesan otomatis di luar jam kerja</Label>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-muted-foreground">Hari kerja</legend>
        {DAYS.map((d, i) => (
          <label key={d} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={hours.days.includes(i + 1)}
              onChange={(e) =>
                setHours({
                  ...hours,
                  days: e.target.checked
                    ? [...hours.days, i + 1]
                    : hours.days.filter((x) => x !== i + 1),
                })
              }
            />
            {d}
          </label>
        ))}
      </fieldset>
      <div className="flex gap-3">
        <label className="flex items-center gap-1">
          Buka{" "}
          <input
            aria-label="Jam buka"
            className="w-20 rounded border px-1"
            value={opens}
            onChange={(e) => setOpens(e.target.value)}
          />
        </label>
        <label className="flex items-center gap-1">
          Tutup{" "}
          <input
            aria-label="Jam tutup"
            className="w-20 rounded border px-1"
            value={closes}
            onChange={(e) => setCloses(e.target.value)}
          />
        </label>
      </div>
      <Label htmlFor="away-message">Pesan di luar jam kerja</Label>
      <textarea
        id="away-message"
        rows={3}
        className="rounded-md border bg-background p-2"
        value={hours.away_message}
        onChange={(e) => setHours({ ...hours, away_message: e.target.value })}
      />
      <Button type="submit" disabled={busy}>
        Simpan Jam Kerja
      </Button>
    </form>
  );
}
