"use client";

// Setup (SPEC §2): ONE screen for both layouts, driven by a typed config.
// - Admin: tabs Penjualan, Kasir, Stockist, Gudang, Mitra Usaha at /admin/setup/{penjualan,kasir,
//   Stockist,Gudang,Mitra}; each tab edits the setup keys lib/schemas/setup.ts assigns to it,
//   with an input per kind (number, rupiah, yes/no, date, text).
// - Minimal (Stockist, Stockist Center, Kantor Pelayanan, Gudang): one tab 'Metode Pembayaran'
//   with the payment method types the signed-in user's office accepts.
// Saved: 'Data berhasil diupdate'; a refused value shows its detail on the field.
import * as React from "react";
import Link from "next/link";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { NumberInput } from "@/components/forms/number-input";
import { DateInput } from "@/components/forms/date-input";
import { MONEY } from "@/lib/bounds";
import { numberText, parseNumberText } from "@/lib/number-input";
import { FormField } from "@/components/forms/form-field";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { useToast } from "@/components/widgets/toast";
import { cn } from "@/lib/utils";
import { JsonApiError, failureText, listResources, updateResource } from "@/lib/jsonapi-client";
import {
  SETUP_TABS,
  setupKeysOf,
  type SetupKeyDef,
  type SetupTab,
  type SetupValue,
} from "@/lib/schemas/setup-rules";
import { SAVED } from "./action-client";
import { PaymentMethodsForm } from "./payment-methods-form";
import dynamic from "next/dynamic";
import { SaveButton } from "@/components/forms/save-button";

// Only the Mitra Usaha tab shows the commission plan: its form loads with that tab.
const CommissionPlanForm = dynamic(() =>
  import("@/components/commission/commission-plan-form").then((m) => m.CommissionPlanForm),
);

export type SetupScreenConfig =
  { variant: "admin"; tab: SetupTab } | { variant: "minimal"; basePath: string };

export function SetupScreen(config: SetupScreenConfig) {
  const tabs =
    config.variant === "admin"
      ? SETUP_TABS.map((t) => ({
          key: t.tab,
          label: t.label,
          href: `/admin/setup/${t.segment}`,
          active: t.tab === config.tab,
        }))
      : [
          {
            key: "metode-pembayaran",
            label: "Metode Pembayaran",
            href: config.basePath,
            active: true,
          },
        ];
  return (
    <div className="flex max-w-3xl flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Setup</h1>
        <p className="text-sm text-muted-foreground">Pengaturan aplikasi.</p>
      </header>
      <nav aria-label="Tab setup" className="flex flex-wrap gap-1 border-b">
        {tabs.map((t) => (
          <Link
            key={t.key}
            href={t.href}
            aria-current={t.active ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-4 py-2 text-sm font-medium",
              t.active
                ? "border-primary text-primary"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {config.variant === "admin" ? (
        <SetupKeysForm key={config.tab} tab={config.tab} />
      ) : (
        <PaymentMethodsForm />
      )}
      {/* The members' commission plan belongs to the Mitra Usaha tab (docs/commission.md). */}
      {config.variant === "admin" && config.tab === "mitra" ? <CommissionPlanForm /> : null}
    </div>
  );
}

/**
 * The value schemas (zod) load on demand, not with the page (components/forms/lazy-resolver.ts):
 * on the first change of a value, at the latest when 'Simpan' checks the values.
 */
const loadValueSchemas = () => import("@/lib/schemas/setup");
const preloadValueSchemas = () => void loadValueSchemas().catch(() => undefined);

interface SetupAttributes {
  setup_key: string;
  value: SetupValue;
  description: string | null;
}

interface KeyState {
  id: string;
  def: SetupKeyDef;
  description: string | null;
  saved: SetupValue;
  value: SetupValue | null;
  /** Raw text of number inputs (so "2," or "" can be typed). */
  text: string;
}

/** The tab's keys as the API has them, in the order of SETUP_KEYS. */
async function fetchKeys(tab: SetupTab): Promise<KeyState[]> {
  const res = await listResources<SetupAttributes>("setups", {
    filter: { tab },
    page: { number: 1, size: 100 },
  });
  const byKey = new Map(res.rows.map((r) => [r.setup_key, r]));
  return setupKeysOf(tab).flatMap((def) => {
    const r = byKey.get(def.key);
    if (!r) return [];
    return [
      {
        id: r.id,
        def,
        description: r.description,
        saved: r.value,
        value: r.value,
        // Money is shown with id-ID thousands dots, as the number input writes it.
        text:
          def.kind === "money" && typeof r.value === "number"
            ? numberText(r.value)
            : String(r.value),
      },
    ];
  });
}

function SetupKeysForm({ tab }: { tab: SetupTab }) {
  const toast = useToast();
  const [rows, setRows] = React.useState<KeyState[]>([]);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [loading, setLoading] = React.useState(true);
  const [saving, setSaving] = React.useState(false);

  const load = React.useCallback(() => fetchKeys(tab), [tab]);

  React.useEffect(() => {
    let live = true;
    load()
      .then((next) => {
        if (live) setRows(next);
      })
      .catch((err: unknown) => {
        if (live) toast({ variant: "error", description: failureText(err) });
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [load, toast]);

  const set = (key: string, patch: Partial<KeyState>) =>
    setRows((prev) => prev.map((r) => (r.def.key === key ? { ...r, ...patch } : r)));

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    let schemas: Awaited<ReturnType<typeof loadValueSchemas>>;
    try {
      schemas = await loadValueSchemas();
    } catch (err) {
      // The download failed (offline for a moment): nothing is saved, 'Simpan' tries again.
      toast({ variant: "error", description: failureText(err) });
      return;
    }
    const found: Record<string, string> = {};
    for (const r of rows) {
      const parsed = schemas.setupValueSchema(r.def.kind, r.def).safeParse(r.value);
      if (!parsed.success)
        found[r.def.key] = parsed.error.issues[0]?.message ?? "Nilai tidak valid";
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      for (const r of rows) {
        if (r.value === r.saved) continue;
        try {
          await updateResource("setups", r.id, { value: r.value });
        } catch (err) {
          if (err instanceof JsonApiError && err.fieldErrors.value)
            setErrors({ [r.def.key]: err.fieldErrors.value });
          throw err;
        }
        set(r.def.key, { saved: r.value ?? r.saved });
      }
      toast({ variant: "success", description: SAVED });
      setRows(await load());
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSave} noValidate aria-label={`Setup ${tab}`} className="flex flex-col gap-4">
      <LoadingOverlay show={loading || saving} text={saving ? "Menyimpan..." : "Memuat..."} />
      {!loading && rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Data Kosong</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {rows.map((r) => (
          <SetupInput
            key={r.def.key}
            row={r}
            error={errors[r.def.key]}
            disabled={saving}
            onChange={(patch) => {
              preloadValueSchemas();
              set(r.def.key, patch);
            }}
          />
        ))}
      </div>
      <div>
        <SaveButton busy={saving} disabled={loading || rows.length === 0} />
      </div>
    </form>
  );
}

/** datetime-local wants "YYYY-MM-DDTHH:mm" in local time; the API stores ISO 8601 with offset. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function SetupInput({
  row,
  error,
  disabled,
  onChange,
}: {
  row: KeyState;
  error?: string;
  disabled: boolean;
  onChange: (patch: Partial<KeyState>) => void;
}) {
  const id = `setup-${row.def.key}`;
  const hint = row.description ?? undefined;
  const aria = { "aria-invalid": error ? true : undefined } as const;
  let control: React.ReactNode;
  switch (row.def.kind) {
    case "boolean":
      control = (
        <div className="flex h-10 items-center gap-2">
          <Switch
            id={id}
            checked={row.value === true}
            onCheckedChange={(v) => onChange({ value: v })}
            disabled={disabled}
          />
          <span className="text-sm">{row.value === true ? "Ya" : "Tidak"}</span>
        </div>
      );
      break;
    case "money":
      control = (
        <NumberInput
          id={id}
          {...aria}
          spec={MONEY}
          value={row.text}
          onChange={(text) => {
            const parsed = parseNumberText(text);
            // Text that is not a number stays text, so the check says 'Harus angka'.
            onChange({ text, value: parsed.ok ? parsed.value : text });
          }}
          disabled={disabled}
        />
      );
      break;
    case "integer":
    case "decimal":
    case "percent":
      control = (
        <Input
          id={id}
          {...aria}
          inputMode={row.def.kind === "integer" ? "numeric" : "decimal"}
          value={row.text}
          disabled={disabled}
          onChange={(e) => {
            const text = e.target.value.replace(",", ".");
            const n = text.trim() === "" ? null : Number(text);
            // Text that is not a number stays text, so the check says 'Harus angka'.
            onChange({
              text: e.target.value,
              value: n === null ? null : Number.isFinite(n) ? n : e.target.value,
            });
          }}
        />
      );
      break;
    case "date":
      control = (
        <DateInput
          id={id}
          {...aria}
          value={typeof row.value === "string" ? row.value : ""}
          disabled={disabled}
          onChange={(e) => onChange({ value: e.target.value || null })}
        />
      );
      break;
    case "datetime":
      control = (
        <Input
          id={id}
          {...aria}
          type="datetime-local"
          value={typeof row.value === "string" ? toLocalInput(row.value) : ""}
          disabled={disabled}
          onChange={(e) =>
            onChange({
              value: e.target.value ? new Date(e.target.value).toISOString() : null,
            })
          }
        />
      );
      break;
    case "text":
      control = (
        <Input
          id={id}
          {...aria}
          value={typeof row.value === "string" ? row.value : ""}
          disabled={disabled}
          onChange={(e) => onChange({ value: e.target.value })}
        />
      );
      break;
  }
  return (
    <FormField id={id} label={row.def.label} required error={error} hint={hint}>
      {control}
    </FormField>
  );
}
