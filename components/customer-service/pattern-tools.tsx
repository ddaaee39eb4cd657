"use client";

// The tools under the response patterns list (/customer-service/response-patterns, loaded after
// the list, cs-lookup-screen.tsx): the test box (response-patterns/-actions/test: which pattern a
// sample message matches, and whether it is inside business hours) and the business hours
// (cs-business-hours/1) outside which the away message is sent once per conversation. The hours
// form is the one form pattern: react-hook-form validated with the server's schema
// (ZBusinessHoursForm, checked by ZBusinessHoursUpdate), useSubmit, useUnsavedChanges.
import * as React from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useSubmit } from "@/components/forms/use-submit";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import { useToast } from "@/components/widgets/toast";
import {
  callApi,
  failureText,
  getResource,
  JsonApiError,
  updateResource,
} from "@/lib/jsonapi-client";
import {
  clockToMinutes,
  MATCH_TYPE_LABEL,
  minutesToClock,
  type MatchType,
} from "@/lib/customer-service-rules";
import type { ZBusinessHoursForm } from "@/lib/schemas/customer-service";

export default function PatternTools() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TestBox />
      <BusinessHours />
    </div>
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

type HoursValues = z.input<typeof ZBusinessHoursForm>;

// `raw`: the form submits its own values (JJ:MM texts), sent as the minutes the API takes.
const hoursResolver = lazyZodResolver(
  () => import("@/lib/schemas/customer-service").then((m) => m.ZBusinessHoursForm),
  { raw: true },
);

function hoursPayload(v: HoursValues): Omit<HoursAttrs, "opens_at" | "closes_at"> & {
  opens_at: number | null;
  closes_at: number | null;
} {
  return { ...v, opens_at: clockToMinutes(v.opens_at), closes_at: clockToMinutes(v.closes_at) };
}

const DAYS = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"];

function hoursValues(a: HoursAttrs): HoursValues {
  return {
    is_active: a.is_active,
    days: [...a.days].sort((x, y) => x - y),
    opens_at: minutesToClock(a.opens_at),
    closes_at: minutesToClock(a.closes_at),
    away_message: a.away_message,
  };
}

function BusinessHours() {
  const toast = useToast();
  const [loaded, setLoaded] = React.useState<boolean | string>(false);
  const form = useForm<HoursValues>({
    resolver: hoursResolver,
    defaultValues: {
      is_active: false,
      days: [],
      opens_at: "08:00",
      closes_at: "17:00",
      away_message: "",
    },
  });
  const { busy, submit } = useSubmit();
  useUnsavedChanges(form.formState.isDirty);
  React.useEffect(() => {
    void getResource<HoursAttrs>("cs-business-hours", "1")
      .then((r) => {
        form.reset(hoursValues(r.resource.attributes));
        setLoaded(true);
      })
      .catch((e: unknown) => setLoaded(failureText(e)));
  }, [form]);

  const onSubmit = form.handleSubmit((values) =>
    submit(
      async () => {
        const saved = await updateResource<HoursAttrs>(
          "cs-business-hours",
          "1",
          hoursPayload(values),
        );
        form.reset(hoursValues(saved));
        toast({ variant: "success", description: "Jam kerja disimpan" });
        return "done";
      },
      (e) => {
        const first =
          e instanceof JsonApiError ? applyServerErrors(form, e.toFailedResult()) : null;
        toast({ variant: "error", description: first ?? failureText(e) });
      },
    ),
  );

  if (loaded !== true)
    return (
      <section className="rounded-md border p-3 text-sm text-muted-foreground">
        {loaded === false ? "Memuat jam kerja…" : loaded}
      </section>
    );
  const awayError = form.formState.errors.away_message?.message;
  const daysError = form.formState.errors.days?.message;
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="flex flex-col gap-3 rounded-md border p-3 text-sm"
      aria-label="Jam kerja"
    >
      <h2 className="font-semibold">Jam Kerja (WIB)</h2>
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="hours-active" checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="hours-active">Kirim pesan otomatis di luar jam kerja</Label>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="days"
        render={({ field }) => (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 text-muted-foreground">Hari kerja</legend>
            {DAYS.map((d, i) => (
              <label key={d} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={field.value.includes(i + 1)}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked
                        ? [...field.value, i + 1].sort((x, y) => x - y)
                        : field.value.filter((x) => x !== i + 1),
                    )
                  }
                />
                {d}
              </label>
            ))}
            {daysError ? <p className="w-full text-xs text-destructive">{daysError}</p> : null}
          </fieldset>
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField form={form} name="opens_at" label="Jam buka" required placeholder="08:00" />
        <TextField form={form} name="closes_at" label="Jam tutup" required placeholder="17:00" />
      </div>
      <FormField id="away-message" label="Pesan di luar jam kerja" error={awayError}>
        <textarea
          id="away-message"
          rows={3}
          className="rounded-md border bg-background p-2"
          {...fieldAria("away-message", awayError, false)}
          {...form.register("away_message")}
        />
      </FormField>
      <Button type="submit" disabled={busy}>
        Simpan Jam Kerja
      </Button>
    </form>
  );
}
