"use client";

// Admin > Setup > Promo > Tambah Promo and the promo detail (/admin/setup/promo/{id}): code,
// name, product, date range, minimum quantity, promo price and/or discount per unit and/or free
// goods. The same zod schema as the API (lib/schemas/setup.ts): end not before start, whole
// rupiah, at least one benefit. 'Hapus' soft-deletes after 'Yakin'. Saved: 'Data Berhasil disimpan'.
import { jakartaDateString } from "@/lib/business-date";
import * as React from "react";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { NumberInput } from "@/components/forms/number-input";
import { MONEY } from "@/lib/bounds";
import { FormField, TextField } from "@/components/forms/form-field";
import { DateField } from "@/components/forms/date-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { ResultDialog } from "@/components/widgets/result-dialog";
import { useToast } from "@/components/widgets/toast";
import {
  JsonApiError,
  createResource,
  failureText,
  getResource,
  listResources,
  updateResource,
} from "@/lib/jsonapi-client";
import type { ZPromoForm } from "@/lib/schemas/setup";
import type { PromoAttributes } from "./promo-screen";
import { SaveButton } from "@/components/forms/save-button";

type FormValues = z.input<typeof ZPromoForm>;
const resolver = lazyZodResolver(() => import("@/lib/schemas/setup").then((m) => m.ZPromoForm));

interface ProductOption {
  id: string;
  code: string;
  name: string;
}

const today = () => jakartaDateString();

const EMPTY: FormValues = {
  code: "",
  name: "",
  description: "",
  start_date: today(),
  end_date: today(),
  min_quantity: 1,
  promo_price: null,
  discount_amount: 0,
  free_quantity: 0,
  is_active: true,
  product: "",
  "free-product": null,
};

const selectClass = "h-10 w-full rounded-md border bg-background px-3 text-sm";

export function PromoForm({ promoId }: { promoId: string | null }) {
  const router = useRouter();
  const toast = useToast();
  const [products, setProducts] = React.useState<ProductOption[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [result, setResult] = React.useState<{ ok: boolean; text?: string } | null>(null);
  const [deleting, setDeleting] = React.useState(false);
  const [busyDelete, setBusyDelete] = React.useState(false);
  const form = useForm<FormValues, unknown, z.output<typeof ZPromoForm>>({
    resolver,
    defaultValues: EMPTY,
  });
  // Leaving with unsaved changes (browser Back, a link, closing the tab) asks first (SPEC §5);
  // a saved form has none left.
  useUnsavedChanges(form.formState.isDirty && !result?.ok);

  React.useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        const list = await listResources<{ code: string; name: string }>("products", {
          page: { number: 1, size: 100 },
          sort: "name",
          filter: { is_active: true },
          fields: { products: ["code", "name"] },
        });
        if (!live) return;
        setProducts(list.rows.map((p) => ({ id: p.id, code: p.code, name: p.name })));
        if (promoId) {
          const { resource } = await getResource<PromoAttributes>("product-promos", promoId);
          if (!live) return;
          const a = resource.attributes;
          const rel = (name: string) => {
            const d = resource.relationships?.[name]?.data;
            return d && !Array.isArray(d) ? d.id : null;
          };
          form.reset({
            code: a.code,
            name: a.name,
            description: a.description ?? "",
            start_date: a.start_date,
            end_date: a.end_date,
            min_quantity: a.min_quantity,
            promo_price: a.promo_price,
            discount_amount: a.discount_amount,
            free_quantity: a.free_quantity,
            is_active: a.is_active,
            product: rel("product") ?? "",
            "free-product": rel("free-product"),
          });
        }
      } catch (err) {
        if (live) toast({ variant: "error", description: failureText(err) });
      } finally {
        if (live) setLoading(false);
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [promoId, form, toast]);

  // The values as the schema gives them (the resolver's output: money typed as numbers).
  const onSubmit = form.handleSubmit(async (v) => {
    const attributes = {
      code: v.code,
      name: v.name,
      description: v.description ?? null,
      start_date: v.start_date,
      end_date: v.end_date,
      min_quantity: v.min_quantity,
      promo_price: v.promo_price,
      discount_amount: v.discount_amount,
      free_quantity: v["free-product"] ? v.free_quantity : 0,
      is_active: v.is_active,
    };
    const relationships = {
      product: { data: { type: "products", id: v.product } },
      "free-product": {
        data: v["free-product"] ? { type: "products", id: v["free-product"] } : null,
      },
    };
    try {
      if (promoId) await updateResource("product-promos", promoId, attributes, relationships);
      else await createResource("product-promos", attributes, relationships);
      setResult({ ok: true });
    } catch (err) {
      const other =
        err instanceof JsonApiError ? applyServerErrors(form, err.toFailedResult()) : null;
      if (other !== null || !(err instanceof JsonApiError))
        setResult({ ok: false, text: failureText(err) });
    }
  });

  const onDelete = async () => {
    if (!promoId) return;
    setBusyDelete(true);
    try {
      await updateResource("product-promos", promoId, { deletedAt: new Date().toISOString() });
      toast({ variant: "success", description: "Data berhasil dihapus" });
      router.push("/admin/setup/promo");
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setBusyDelete(false);
      setDeleting(false);
    }
  };

  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  const title = promoId ? "Detail Promo" : "Tambah Promo";
  const productOptions = products.map((p) => (
    <option key={p.id} value={p.id}>
      {p.code} — {p.name}
    </option>
  ));

  return (
    <div className="flex max-w-3xl flex-col gap-4 pt-2">
      <LoadingOverlay show={loading || busy} text={busy ? "Menyimpan..." : "Memuat..."} />
      <header>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">
          Harga promo, potongan per barang, atau barang bonus dalam rentang tanggal.
        </p>
      </header>
      <form onSubmit={onSubmit} noValidate aria-label={title} className="flex flex-col gap-4">
        {/* Disabled until the record is in: its arrival resets the form (see member-form.tsx). */}
        <fieldset disabled={loading || busy} className="contents">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="code" label="Kode Promo" required readOnly={busy} />
            <TextField form={form} name="name" label="Nama Promo" required readOnly={busy} />
            <FormField id="field-product" label="Barang" required error={errors.product?.message}>
              <select
                id="field-product"
                className={selectClass}
                disabled={busy}
                {...form.register("product")}
              >
                <option value="">Pilih barang</option>
                {productOptions}
              </select>
            </FormField>
            <FormField
              id="field-min-quantity"
              label="Minimal Jumlah"
              required
              error={errors.min_quantity?.message}
            >
              <Input
                id="field-min-quantity"
                type="number"
                min={1}
                readOnly={busy}
                {...form.register("min_quantity", { valueAsNumber: true })}
              />
            </FormField>
            <DateField
              form={form}
              name="start_date"
              label="Tanggal Mulai"
              required
              readOnly={busy}
            />
            <DateField
              form={form}
              name="end_date"
              label="Tanggal Selesai"
              required
              readOnly={busy}
            />
            <Controller
              control={form.control}
              name="promo_price"
              render={({ field }) => (
                <FormField
                  id="field-promo-price"
                  label="Harga Promo"
                  error={errors.promo_price?.message}
                >
                  <NumberInput
                    id="field-promo-price"
                    spec={MONEY}
                    value={field.value}
                    onChange={field.onChange}
                    readOnly={busy}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="discount_amount"
              render={({ field }) => (
                <FormField
                  id="field-discount"
                  label="Potongan per Barang"
                  error={errors.discount_amount?.message}
                >
                  <NumberInput
                    id="field-discount"
                    spec={MONEY}
                    value={field.value}
                    onChange={field.onChange}
                    readOnly={busy}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="free-product"
              render={({ field }) => (
                <FormField
                  id="field-free-product"
                  label="Barang Bonus"
                  error={errors["free-product"]?.message}
                >
                  <select
                    id="field-free-product"
                    className={selectClass}
                    disabled={busy}
                    value={field.value ?? ""}
                    onChange={(e) => field.onChange(e.target.value || null)}
                  >
                    <option value="">Tidak ada</option>
                    {productOptions}
                  </select>
                </FormField>
              )}
            />
            <FormField
              id="field-free-quantity"
              label="Jumlah Bonus"
              error={errors.free_quantity?.message}
            >
              <Input
                id="field-free-quantity"
                type="number"
                min={0}
                readOnly={busy}
                {...form.register("free_quantity", { valueAsNumber: true })}
              />
            </FormField>
            <TextField
              form={form}
              name="description"
              label="Keterangan"
              readOnly={busy}
              fieldClassName="sm:col-span-2"
            />
          </div>
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Switch
                  id="field-promo-active"
                  checked={field.value ?? true}
                  onCheckedChange={field.onChange}
                  disabled={busy}
                />
                <Label htmlFor="field-promo-active">Promo Aktif</Label>
              </div>
            )}
          />
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => router.push("/admin/setup/promo")}
              disabled={busy}
            >
              Kembali
            </Button>
            <SaveButton busy={busy} disabled={loading} />
            {promoId ? (
              <Button
                type="button"
                variant="destructive"
                onClick={() => setDeleting(true)}
                disabled={busy}
              >
                Hapus
              </Button>
            ) : null}
          </div>
        </fieldset>
      </form>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        variant="yakin"
        title="Hapus Promo"
        text="Yakin menghapus promo ini?"
        busy={busyDelete}
        onConfirm={onDelete}
      />
      <ResultDialog
        open={result !== null}
        onOpenChange={(o) => {
          if (!o) setResult(null);
        }}
        status={result?.ok ? "success" : "failure"}
        text={result?.ok ? undefined : result?.text}
        onRetry={() => void onSubmit()}
        onBack={() => {
          if (result?.ok) router.push("/admin/setup/promo");
        }}
      />
    </div>
  );
}
