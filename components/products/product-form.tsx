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
import { useFieldArray, useForm, type FieldErrors } from "react-hook-form";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
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
import type { TProductForm, TProductFormInput } from "@/lib/schemas/master-products";
import { updateResource } from "@/lib/jsonapi-client";
import { currentPrice, type PriceAttributes } from "./product-data";
import {
  loadProductForm,
  type Lookups,
  type ProductAttributes,
  type ProductFormLoaded,
} from "./product-form-load";
import { SaveButton } from "@/components/forms/save-button";
import { useSubmit } from "@/components/forms/use-submit";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import type { ProductFormApi } from "./product-form-shared";
import { ProductDataSection } from "./product-form-data";
import { TabLoading, Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

// The form's three sections are tabs (issue 24 §1): the page loads and hydrates the first, Data
// Barang; the price grid and the limits load when their tab opens (or when the page is idle).
const loadPrices = () => import("./product-form-prices");
const loadLimits = () => import("./product-form-limits");
const ProductPricesSection = React.lazy(() =>
  loadPrices().then((m) => ({ default: m.ProductPricesSection })),
);
const ProductLimitsSection = React.lazy(() =>
  loadLimits().then((m) => ({ default: m.ProductLimitsSection })),
);
function usePreloadSections(): void {
  React.useEffect(() => {
    const preload = () => {
      void loadPrices().catch(() => undefined);
      void loadLimits().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 1000);
    return () => window.clearTimeout(id);
  }, []);
}

type Section = "data" | "prices" | "limits";

export const PRODUCT_UPDATED = "Produk Diperbarui";
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/master-products").then((m) => m.ZProductForm),
);
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

/**
 * The tab that shows the first of the fields with an error (top-level names: `prices.3.price` is
 * `prices`): the data's fields, then the prices, then the limits.
 */
function sectionOf(names: readonly string[]): Section | null {
  if (FOCUS_ORDER.some((name) => names.includes(name))) return "data";
  if (names.includes("prices")) return "prices";
  if (names.includes("limits")) return "limits";
  return null;
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
  const form: ProductFormApi = useForm<TProductFormInput, unknown, TProductForm>({
    resolver,
    defaultValues: values,
    // Focus is moved by `focusFirstError` in the fields' visual order (SPEC §5).
    shouldFocusError: false,
  });
  const limits = useFieldArray({ control: form.control, name: "limits" });
  // Leaving with unsaved changes asks first; a saved form has none left.
  useUnsavedChanges(form.formState.isDirty && result?.status !== "success");
  const { busy, submit } = useSubmit();
  const [owner, setOwner] = React.useState<string | null>(ownerLabel);
  const [picking, setPicking] = React.useState<"owner" | "limit" | null>(null);
  const [section, setSection] = React.useState<Section>("data");
  usePreloadSections();
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
    await submit(
      async () => {
        if (id) {
          await updateResource("products", id, attributes, relationships);
          setResult({ status: "success", text: PRODUCT_UPDATED, createdId: null });
        } else {
          const row = await createResource("products", attributes, relationships);
          setResult({ status: "success", text: RESULT_SUCCESS_TEXT, createdId: row.id });
        }
      },
      (err) => {
        if (err instanceof JsonApiError) {
          const failed = err.toFailedResult();
          // Open the tab of the first field the server names, so its message is seen.
          const open = sectionOf(Object.keys(failed.fieldErrors).map((k) => k.split(".")[0] ?? k));
          if (open) setSection(open);
          applyServerErrors(form, failed);
        }
        setResult({ status: "failure", text: failureText(err) });
      },
    );
  };
  const focusFirstError = (errors: FieldErrors<TProductFormInput>) => {
    const open = sectionOf(Object.keys(errors));
    if (open) setSection(open);
    const first = FOCUS_ORDER.find((name) => errors[name]);
    if (first) setTimeout(() => form.setFocus(first), 0);
  };
  const onSubmit = form.handleSubmit(save, focusFirstError);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="flex flex-col gap-4">
      <Tabs value={section} onValueChange={(v) => setSection(v as Section)}>
        <TabsList className="flex-wrap">
          <TabsTrigger value="data">Data Barang</TabsTrigger>
          <TabsTrigger value="prices">Harga per Wilayah</TabsTrigger>
          <TabsTrigger value="limits">Batas Pembelian</TabsTrigger>
        </TabsList>
        <TabsContent value="data">
          <ProductDataSection
            form={form}
            id={id}
            lookups={lookups}
            values={values}
            owner={owner}
            busy={busy}
            onPickOwner={() => setPicking("owner")}
            onClearOwner={() => {
              form.setValue("office", null, { shouldDirty: true });
              setOwner(null);
            }}
          />
        </TabsContent>
        <TabsContent value="prices">
          <React.Suspense fallback={<TabLoading />}>
            <ProductPricesSection form={form} lookups={lookups} busy={busy} />
          </React.Suspense>
        </TabsContent>
        <TabsContent value="limits">
          <React.Suspense fallback={<TabLoading />}>
            <ProductLimitsSection
              form={form}
              limits={limits}
              lookups={lookups}
              busy={busy}
              onPickOffice={() => setPicking("limit")}
            />
          </React.Suspense>
        </TabsContent>
      </Tabs>

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
