"use client";

// The Barang form of Admin (SPEC §2: /admin/master/barang/tambah-barang and /{id}): ONE form for
// create and detail/edit. The product's fields (lib/schemas/master.ts ZProductForm, the
// server's rules), the price grid per area (0-4) x buyer type with Indonesian currency inputs,
// and the order limits per office category. One POST/PATCH products carries all of it (write-only
// attributes `prices` and `limits`), stored by the server in one transaction. Success and failure
// show the result dialog; an edit says 'Produk Diperbarui' (SPEC §8); a duplicate code lands on
// the code field ('Kode barang sudah dipakai').
import * as React from "react";
import { useServedFirst } from "@/components/widgets/use-served-first";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  Controller,
  useFieldArray,
  useForm,
  type FieldErrors,
  type UseFormReturn,
} from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { NumberInput } from "@/components/forms/number-input";
import { COUNT, MONEY, type NumberSpec } from "@/lib/bounds";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import {
  OfficePicker,
  officeCodeLabel,
  type PickedOffice,
} from "@/components/widgets/office-picker";
import { ResultDialog, RESULT_SUCCESS_TEXT } from "@/components/widgets/result-dialog";
import {
  JsonApiError,
  browserGet,
  createResource,
  failureText,
  relatedOne,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import type { TProductForm, TProductFormInput } from "@/lib/schemas/master";
import { updateResource } from "@/lib/jsonapi-client";
import { currentPrice, type PriceAttributes } from "./product-data";
import {
  loadProductForm,
  type Lookups,
  type ProductAttributes,
  type ProductFormLoaded,
} from "./product-form-load";
import { SaveButton } from "@/components/forms/form-actions";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";

export const PRODUCT_UPDATED = "Produk Diperbarui";
const resolver = lazyZodResolver(() => import("@/lib/schemas/master").then((m) => m.ZProductForm));
const LIST_PATH = "/admin/master/barang";

export type ProductFormMode = { mode: "create" } | { mode: "edit"; id: string };

interface LimitAttributes {
  min_quantity: number;
  max_quantity: number | null;
  is_active: boolean;
  office_category_id: number | null;
  office_id: string | null;
}

interface Loaded {
  lookups: Lookups;
  values: TProductFormInput;
  /** Code and name of the owner office (supplier), for display. */
  ownerLabel: string | null;
}

function officeLabel(office: ResourceObject | null): string | null {
  if (!office) return null;
  const a = office.attributes as { code?: unknown; name?: unknown };
  return [a.code, a.name].filter((x) => typeof x === "string" && x).join(" - ") || office.id;
}

/** The product fields in the order the form shows them (the first with an error gets focus). */
const FOCUS_ORDER = [
  "code",
  "name",
  "product-category",
  "unit",
  "point",
  "bonus_value",
  "purchase_price",
  "weight",
  "barcode",
  "qr_code",
  "description",
] as const;
type Form = UseFormReturn<TProductFormInput, unknown, TProductForm>;

/** A select's starting value, in the page's HTML before the form takes it over. */
const selectValue = (v: unknown): string =>
  typeof v === "string" ? v : v === null || v === undefined ? "" : String(v);

function emptyValues(lookups: Lookups): TProductFormInput {
  return {
    code: "",
    name: "",
    description: "",
    weight: 0,
    point: 0,
    bonus_value: 0,
    purchase_price: 0,
    is_active: true,
    is_promo: false,
    has_batch: false,
    qr_code: "",
    barcode: "",
    "product-category": "",
    unit: "",
    office: null,
    prices: lookups.areas.flatMap((a) =>
      lookups.buyerTypes.map((b) => ({
        area_id: a.id,
        buyer_type_id: b.id,
        price: null,
        retail_price: null,
      })),
    ),
    limits: [],
  };
}

function valuesOf(
  product: ResourceObject<ProductAttributes>,
  included: ResourceObject[],
  lookups: Lookups,
): TProductFormInput {
  const a = product.attributes;
  const ids = (name: string) => {
    const data = product.relationships?.[name]?.data;
    return new Set(Array.isArray(data) ? data.map((d) => d.id) : []);
  };
  const priceIds = ids("product-prices");
  const limitIds = ids("product-limits");
  const prices = included
    .filter((x) => x.type === "product-prices" && priceIds.has(x.id))
    .map((x) => x.attributes as unknown as PriceAttributes);
  const limits = included.filter((x) => x.type === "product-limits" && limitIds.has(x.id));
  const base = emptyValues(lookups);
  return {
    ...base,
    code: a.code,
    name: a.name,
    description: a.description ?? "",
    weight: a.weight,
    point: a.point,
    bonus_value: a.bonus_value,
    purchase_price: a.purchase_price,
    is_active: a.is_active,
    is_promo: a.is_promo,
    has_batch: a.has_batch,
    qr_code: a.qr_code ?? "",
    barcode: a.barcode ?? "",
    "product-category": relatedOne(product, "product-category", included)?.id ?? "",
    unit: relatedOne(product, "unit", included)?.id ?? "",
    office: relatedOne(product, "office", included)?.id ?? null,
    prices: base.prices.map((cell) => {
      const cur = currentPrice(
        prices.filter((p) => p.area_id === cell.area_id && p.buyer_type_id === cell.buyer_type_id),
      );
      return cur ? { ...cell, price: cur.price, retail_price: cur.retail_price } : cell;
    }),
    limits: limits
      .sort((x, y) => x.id.localeCompare(y.id))
      .map((l) => {
        const la = l.attributes as unknown as LimitAttributes;
        const office = relatedOne(l, "office", included);
        const code = (office?.attributes as { code?: unknown } | undefined)?.code;
        return {
          id: l.id,
          office_category_id: la.office_category_id === null ? "" : String(la.office_category_id),
          office_id: la.office_id,
          office_label: la.office_id ? (typeof code === "string" ? code : la.office_id) : null,
          min_quantity: la.min_quantity,
          max_quantity: la.max_quantity,
          is_active: la.is_active,
        };
      }),
  };
}

/** The form's starting values from what loadProductForm read. */
function loadedOf({ lookups, product }: ProductFormLoaded): Loaded {
  if (!product) return { lookups, values: emptyValues(lookups), ownerLabel: null };
  const { resource, included } = product;
  return {
    lookups,
    values: valuesOf(resource, included, lookups),
    ownerLabel: officeLabel(relatedOne(resource, "office", included)),
  };
}

/** Loads the lookups (and the product in edit mode), then shows the form. */
export function ProductForm(
  props: ProductFormMode & {
    /** The lookups and product as the page's server loaded them (loadProductForm with serverGet). */
    initial?: ProductFormLoaded;
  },
) {
  const id = props.mode === "edit" ? props.id : null;
  const { initial } = props;
  const [version, setVersion] = React.useState(0);
  const [state, setState] = React.useState<{ loaded: Loaded | null; error: string | null }>(() => ({
    loaded: initial ? loadedOf(initial) : null,
    error: null,
  }));
  // The server's copy stands for the first load; a reload (after saving) asks the API.
  const servedFirst = useServedFirst(initial !== undefined);

  React.useEffect(() => {
    if (servedFirst()) return;
    const ctl = new AbortController();
    loadProductForm(browserGet, id, ctl.signal)
      .then((raw) => setState({ loaded: loadedOf(raw), error: null }))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) setState({ loaded: null, error: failureText(err) });
      });
    return () => ctl.abort();
  }, [id, version, servedFirst]);

  const title = id ? "Detail Barang" : "Tambah Barang";
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-sm text-muted-foreground">
            {id
              ? "Ubah data barang, harga per wilayah dan batas pembelian."
              : "Isi data barang, harga per wilayah dan batas pembelian."}
          </p>
        </div>
        <Link href={LIST_PATH} className={buttonVariants({ variant: "outline" })}>
          Kembali ke Daftar Barang
        </Link>
      </header>
      {state.error ? <Alert variant="error">{state.error}</Alert> : null}
      {state.loaded ? (
        <ProductFormBody
          key={version}
          id={id}
          title={title}
          lookups={state.loaded.lookups}
          values={state.loaded.values}
          ownerLabel={state.loaded.ownerLabel}
          onReload={() => setVersion((v) => v + 1)}
        />
      ) : state.error ? null : (
        <LoadingOverlay show text="Memuat..." />
      )}
    </div>
  );
}

type Result =
  | { status: "success"; text: string; createdId: string | null }
  | { status: "failure"; text: string };

function ProductFormBody({
  id,
  title,
  lookups,
  values,
  ownerLabel,
  onReload,
}: {
  id: string | null;
  title: string;
  lookups: Lookups;
  values: TProductFormInput;
  ownerLabel: string | null;
  onReload: () => void;
}) {
  const router = useRouter();
  const [result, setResult] = React.useState<Result | null>(null);
  const form: Form = useForm<TProductFormInput, unknown, TProductForm>({
    resolver,
    defaultValues: values,
    // Focus is moved by `focusFirstError` in the fields' visual order (SPEC §5).
    shouldFocusError: false,
  });
  const limits = useFieldArray({ control: form.control, name: "limits" });
  // Leaving with unsaved changes asks first; a saved form has none left.
  useUnsavedChanges(form.formState.isDirty && result?.status !== "success");
  const [saving, setSaving] = React.useState(false);
  const [owner, setOwner] = React.useState<string | null>(ownerLabel);
  const [picking, setPicking] = React.useState<"owner" | "limit" | null>(null);
  const onPick = (office: PickedOffice) => {
    const label = `${officeCodeLabel(office.code, office.tempCode)} - ${office.name}`;
    if (picking === "owner") {
      form.setValue("office", office.id, { shouldDirty: true });
      setOwner(label);
    } else {
      limits.append({
        office_category_id: "",
        office_id: office.id,
        office_label: label,
        min_quantity: 0,
        max_quantity: null,
        is_active: true,
      });
    }
    setPicking(null);
  };
  const busy = saving;

  const save = async (v: TProductForm) => {
    const attributes = {
      code: v.code,
      name: v.name,
      description: v.description,
      weight: v.weight,
      point: v.point,
      bonus_value: v.bonus_value,
      purchase_price: v.purchase_price,
      is_active: v.is_active,
      is_promo: v.is_promo,
      has_batch: v.has_batch,
      qr_code: v.qr_code,
      barcode: v.barcode,
      prices: v.prices.flatMap((c) =>
        c.price === null
          ? []
          : [
              {
                area_id: c.area_id,
                buyer_type_id: c.buyer_type_id,
                price: c.price,
                retail_price: c.retail_price,
              },
            ],
      ),
      limits: v.limits.map((l) => ({
        ...(l.id ? { id: l.id } : {}),
        office_category_id: l.office_category_id,
        office_id: l.office_id,
        min_quantity: l.min_quantity,
        max_quantity: l.max_quantity,
        is_active: l.is_active,
      })),
    };
    const relationships = {
      "product-category": { data: { type: "product-categories", id: v["product-category"] } },
      unit: { data: { type: "units", id: v.unit } },
      office: { data: v.office ? { type: "offices", id: v.office } : null },
    };
    setSaving(true);
    try {
      if (id) {
        await updateResource("products", id, attributes, relationships);
        setResult({ status: "success", text: PRODUCT_UPDATED, createdId: null });
      } else {
        const row = await createResource("products", attributes, relationships);
        setResult({ status: "success", text: RESULT_SUCCESS_TEXT, createdId: row.id });
      }
    } catch (err) {
      if (err instanceof JsonApiError) applyServerErrors(form, err.toFailedResult());
      setResult({ status: "failure", text: failureText(err) });
    } finally {
      setSaving(false);
    }
  };
  const focusFirstError = (errors: FieldErrors<TProductFormInput>) => {
    const first = FOCUS_ORDER.find((name) => errors[name]);
    if (first) setTimeout(() => form.setFocus(first), 0);
  };
  const onSubmit = form.handleSubmit(save, focusFirstError);

  const selectClass =
    "h-10 w-full rounded-md border border-input bg-background px-3 text-sm aria-[invalid=true]:border-destructive";
  const err = (name: "product-category" | "unit") =>
    form.getFieldState(name, form.formState).error?.message;
  const pricesError =
    form.formState.errors.prices?.message ?? form.formState.errors.prices?.root?.message;
  const limitsError =
    form.formState.errors.limits?.message ?? form.formState.errors.limits?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="flex flex-col gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
          <h2 className="text-lg font-semibold md:col-span-2">Data Barang</h2>
          <TextField
            form={form}
            name="code"
            label="Kode Barang"
            required
            readOnly={busy}
            autoFocus={!id}
          />
          <TextField form={form} name="name" label="Nama Barang" required readOnly={busy} />
          <FormField
            id="field-product-category"
            label="Kelompok Barang"
            required
            error={err("product-category")}
          >
            <select
              id="field-product-category"
              className={selectClass}
              aria-required
              {...fieldAria("field-product-category", err("product-category"), true)}
              defaultValue={selectValue(values["product-category"])}
              {...form.register("product-category")}
            >
              <option value="">Pilih Kelompok Barang</option>
              {lookups.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="field-unit" label="Satuan" required error={err("unit")}>
            <select
              id="field-unit"
              className={selectClass}
              aria-required
              {...fieldAria("field-unit", err("unit"), true)}
              defaultValue={selectValue(values.unit)}
              {...form.register("unit")}
            >
              <option value="">Pilih Satuan</option>
              {lookups.units.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </select>
          </FormField>
          <NumberField form={form} name="point" label="Point" spec={MONEY} prefix="" busy={busy} />
          <NumberField
            form={form}
            name="bonus_value"
            label="Nilai Bonus"
            spec={MONEY}
            busy={busy}
          />
          <NumberField
            form={form}
            name="purchase_price"
            label="Harga Beli"
            spec={MONEY}
            busy={busy}
          />
          <NumberField form={form} name="weight" label="Berat (gram)" spec={COUNT} busy={busy} />
          <FormField
            id="field-office"
            label="Pemilik Barang (Supplier)"
            hint="Kosong berarti barang milik perusahaan"
          >
            <div className="flex items-center gap-2">
              <span id="field-office" className="flex-1 truncate text-sm">
                {owner ?? "Barang perusahaan"}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => setPicking("owner")}
              >
                Pilih Supplier
              </Button>
              {owner ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-label="Hapus pemilik barang"
                  onClick={() => {
                    form.setValue("office", null, { shouldDirty: true });
                    setOwner(null);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          </FormField>
          <TextField form={form} name="barcode" label="Barcode" readOnly={busy} />
          <TextField form={form} name="qr_code" label="QR Code" readOnly={busy} />
          <TextField
            form={form}
            name="description"
            label="Keterangan"
            readOnly={busy}
            fieldClassName="md:col-span-2"
          />
          <div className="flex flex-wrap gap-6 md:col-span-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                defaultChecked={values.is_active}
                {...form.register("is_active")}
              />
              Aktif
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                defaultChecked={values.is_promo}
                {...form.register("is_promo")}
              />
              Promo
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                defaultChecked={values.has_batch}
                {...form.register("has_batch")}
              />
              Memakai Batch
            </label>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <div>
            <h2 className="text-lg font-semibold">Harga per Wilayah</h2>
            <p className="text-sm text-muted-foreground">
              Harga per wilayah (0-4) dan tipe pembeli, dalam rupiah. Harga yang diubah berlaku
              mulai sekarang; riwayat harga tetap tersimpan. Kosongkan sel yang belum punya harga.
            </p>
          </div>
          {pricesError ? <Alert variant="error">{pricesError}</Alert> : null}
          <div className="overflow-x-auto">
            <Table aria-label="Harga per Wilayah">
              <TableHeader>
                <TableRow>
                  <TableHead>Wilayah</TableHead>
                  {lookups.buyerTypes.map((b) => (
                    <TableHead key={b.id}>{b.name}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {lookups.areas.map((a, ai) => (
                  <TableRow key={a.id}>
                    <TableCell className="whitespace-nowrap">
                      {a.id} - {a.name}
                    </TableCell>
                    {lookups.buyerTypes.map((b, bi) => {
                      const index = ai * lookups.buyerTypes.length + bi;
                      return (
                        <TableCell key={b.id} className="min-w-40">
                          <Controller
                            control={form.control}
                            name={`prices.${index}.price`}
                            render={({ field, fieldState }) => (
                              <>
                                <NumberInput
                                  spec={MONEY}
                                  ref={field.ref}
                                  name={field.name}
                                  value={field.value}
                                  onChange={field.onChange}
                                  onBlur={field.onBlur}
                                  readOnly={busy}
                                  aria-label={`Harga Wilayah ${a.id} ${b.name}`}
                                  aria-invalid={fieldState.error ? true : undefined}
                                />
                                {fieldState.error ? (
                                  <p className="text-xs text-destructive">
                                    {fieldState.error.message}
                                  </p>
                                ) : null}
                              </>
                            )}
                          />
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h2 className="text-lg font-semibold">Batas Pembelian</h2>
              <p className="text-sm text-muted-foreground">
                Jumlah minimal dan maksimal per order, untuk semua kantor atau per kategori kantor.
                Maksimal kosong berarti tanpa batas.
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() =>
                limits.append({
                  office_category_id: "",
                  office_id: null,
                  office_label: null,
                  min_quantity: 0,
                  max_quantity: null,
                  is_active: true,
                })
              }
            >
              <Plus className="size-4" aria-hidden="true" />
              Tambah Batas
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => setPicking("limit")}
            >
              <Plus className="size-4" aria-hidden="true" />
              Tambah Batas per Kantor
            </Button>
          </div>
          {limitsError ? <Alert variant="error">{limitsError}</Alert> : null}
          <Table aria-label="Batas Pembelian">
            <TableHeader>
              <TableRow>
                <TableHead>Berlaku untuk</TableHead>
                <TableHead>Minimal</TableHead>
                <TableHead>Maksimal</TableHead>
                <TableHead>Aktif</TableHead>
                <TableHead>
                  <span className="sr-only">Aksi</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {limits.fields.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} className="text-center text-sm text-muted-foreground">
                    Belum ada batas pembelian
                  </TableCell>
                </TableRow>
              ) : (
                limits.fields.map((f, i) => (
                  <TableRow key={f.id}>
                    <TableCell>
                      {f.office_label ? (
                        <span>Kantor {f.office_label}</span>
                      ) : (
                        <select
                          className={selectClass}
                          aria-label={`Berlaku untuk batas ${i + 1}`}
                          defaultValue={selectValue(f.office_category_id)}
                          {...form.register(`limits.${i}.office_category_id`)}
                        >
                          <option value="">Semua Kantor</option>
                          {lookups.officeCategories.map((c) => (
                            <option key={c.id} value={String(c.id)}>
                              {c.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </TableCell>
                    {(["min_quantity", "max_quantity"] as const).map((k) => (
                      <TableCell key={k} className="min-w-32">
                        <Controller
                          control={form.control}
                          name={`limits.${i}.${k}`}
                          render={({ field, fieldState }) => (
                            <>
                              <NumberInput
                                spec={COUNT}
                                ref={field.ref}
                                name={field.name}
                                value={field.value}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                readOnly={busy}
                                aria-label={`${k === "min_quantity" ? "Minimal" : "Maksimal"} batas ${i + 1}`}
                                aria-invalid={fieldState.error ? true : undefined}
                              />
                              {fieldState.error ? (
                                <p className="text-xs text-destructive">
                                  {fieldState.error.message}
                                </p>
                              ) : null}
                            </>
                          )}
                        />
                      </TableCell>
                    ))}
                    <TableCell>
                      <input
                        type="checkbox"
                        className="size-4"
                        aria-label={`Aktif batas ${i + 1}`}
                        defaultChecked={f.is_active}
                        {...form.register(`limits.${i}.is_active`)}
                      />
                    </TableCell>
                    <TableCell>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`Hapus batas ${i + 1}`}
                        disabled={busy}
                        onClick={() => limits.remove(i)}
                      >
                        <Trash2 className="size-4 text-destructive" aria-hidden="true" />
                      </Button>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <div className="flex justify-end gap-2">
        <Link href={LIST_PATH} className={buttonVariants({ variant: "outline" })}>
          Batal
        </Link>
        <SaveButton busy={busy} />
      </div>
      <LoadingOverlay show={busy} text="Menyimpan..." />
      <OfficePicker
        open={picking !== null}
        onOpenChange={(o) => {
          if (!o) setPicking(null);
        }}
        onSelect={onPick}
        title={picking === "owner" ? "Daftar Supplier" : "Daftar Kantor"}
        filters={picking === "owner" ? { office_category_id: 6 } : undefined}
      />
      <ResultDialog
        open={result !== null}
        onOpenChange={(o) => {
          if (!o) setResult(null);
        }}
        status={result?.status ?? "success"}
        text={result?.text}
        onRetry={() => void onSubmit()}
        onBack={() => {
          if (result?.status !== "success") return;
          if (id) onReload();
          else router.push(LIST_PATH);
        }}
      />
    </form>
  );
}

function NumberField({
  form,
  name,
  label,
  spec,
  prefix,
  busy,
}: {
  form: Form;
  name: "point" | "bonus_value" | "purchase_price" | "weight";
  label: string;
  spec: NumberSpec;
  prefix?: string;
  busy: boolean;
}) {
  const id = `field-${name.replace(/_/g, "-")}`;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} required error={fieldState.error?.message}>
          <NumberInput
            id={id}
            spec={spec}
            ref={field.ref}
            name={field.name}
            prefix={prefix}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            readOnly={busy}
            aria-required
            {...fieldAria(id, fieldState.error?.message, true)}
          />
        </FormField>
      )}
    />
  );
}
