"use client";

// The order form of every order screen (config.ts): a new draft (the 'Tambah' route) or the lines
// of an editable one (the detail page's 'Ubah Barang', draft or warehouse_rejected). The other
// office comes from the 'Daftar Kantor' picker (limited to the screen's categories); a seller
// picks the warehouse the goods leave from (its main or secondary one, the main by default; the
// buyer's is its main one, the server's default), the lines are added by product
// search or a barcode scan, quantities through NumberInput. While it is filled, each line shows
// its unit price and total, and a summary the document total, the minimum order's progress and
// the cashback: the server's price preview of these lines (use-order-price-preview.ts), never a
// computation here; saving prices everything again (docs/orders.md "Live figures on the form").
// Server errors land on their line ('/data/attributes/details/{i}/...').
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { can } from "@/components/data-table/permissions";
import { FormField, TextField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { SaveButton } from "@/components/forms/save-button";
import { NumberInput } from "@/components/forms/number-input";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import type { PickedProduct } from "@/components/qrcode/product-select";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { OfficeField, OfficePicker, officeCodeLabel } from "@/components/widgets/office-picker";
import { placeProduct, useProductScan } from "@/components/forms/product-lines";
import { ProductLinesEditor, usePickedLines } from "@/components/forms/product-lines-editor";
import { useToast } from "@/components/widgets/toast";
import { JsonApiError, failureText } from "@/lib/jsonapi-errors";
import { loadJsonApi } from "@/lib/jsonapi-load";
import { MONEY } from "@/lib/bounds";
import { formatRupiah } from "@/lib/format";
import { jakartaDateString } from "@/lib/business-date";
import { DateInput } from "@/components/forms/date-input";
import { ORDER_MAX_LINES, ORDER_QUANTITY } from "@/lib/schemas/orders-rules";
import type { TOrderFormInput, TOrderFormOutput } from "./order-form-schema";
import { otherSideOf, type OrderScreen } from "./config";
import { OrderPriceSummary } from "./order-price-summary";
import { useOrderPricePreview } from "./use-order-price-preview";

/** How the goods reach the buyer (SPEC: dikirim = shipped, diambil = picked up). */
const DELIVERY_LABEL = { dikirim: "Dikirim", diambil: "Diambil" } as const;

/**
 * The form's schema (order-form-schema.ts: the API's line schema plus the header fields), loaded
 * on first use.
 */
const resolver = lazyZodResolver(() => import("./order-form-schema").then((m) => m.ZOrderForm));
type FormInput = TOrderFormInput;
type FormOutput = TOrderFormOutput;

/** An editable order's current values (edit mode). */
export interface OrderFormExisting {
  id: string;
  otherId: string;
  otherText: string;
  orderDate: string;
  deliveryMethod: "dikirim" | "diambil" | null;
  originWarehouseId: string | null;
  shippingCost: number;
  description: string | null;
  lines: { product: PickedProduct; quantity: number }[];
}

const LINE_POINTER = /^\/data\/attributes\/details\/(\d+)\/(product_id|quantity)$/;

/** The price columns, hidden under sm (the line's figures then show under its product). */
const PRICE_COLUMN = "hidden text-right tabular-nums sm:table-cell";

/** The warehouse types an order may leave from (server/orders/rules.ts sideWarehouse). */
const SELLING_WAREHOUSE_TYPES = new Set(["main", "secondary"]);

interface WarehouseOption {
  id: string;
  code: string;
  name: string;
  type: string;
}

/**
 * The caller's own warehouses an order may leave from, main first (empty while loading, for a
 * buyer's screen, or without `warehouses.view`: the server then takes the main one).
 */
function useSellingWarehouses(enabled: boolean, officeId: string | null): WarehouseOption[] {
  const [rows, setRows] = React.useState<WarehouseOption[]>([]);
  React.useEffect(() => {
    if (!enabled || !officeId) return;
    const ac = new AbortController();
    loadJsonApi()
      .then(({ listResources }) =>
        listResources<{ code: string; name: string; warehouse_type: string }>(
          "warehouses",
          {
            filter: { office_id: officeId, is_active: "true" },
            sort: "code",
            page: { number: 1, size: 50 },
            fields: { warehouses: ["code", "name", "warehouse_type"] },
          },
          ac.signal,
        ),
      )
      .then((r) =>
        setRows(
          r.rows
            .filter((w) => SELLING_WAREHOUSE_TYPES.has(w.warehouse_type))
            .map((w) => ({ id: w.id, code: w.code, name: w.name, type: w.warehouse_type }))
            .sort((a, b) => Number(b.type === "main") - Number(a.type === "main")),
        ),
      )
      .catch(() => setRows([]));
    return () => ac.abort();
  }, [enabled, officeId]);
  return rows;
}

export function OrderForm({
  screen,
  existing,
  onSaved,
  onCancel,
}: {
  /** The screen's config (ORDER_SCREENS[key], given by the page: not the whole table). */
  screen: OrderScreen;
  existing?: OrderFormExisting;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const cfg = screen;
  const router = useRouter();
  const toast = useToast();
  const user = useSessionUser();
  const [busy, setBusy] = React.useState(false);
  const [alert, setAlert] = React.useState<string | null>(null);
  const [picking, setPicking] = React.useState(false);
  const [otherText, setOtherText] = React.useState(existing?.otherText ?? "");
  const picked = usePickedLines(() => (existing ? existing.lines.map((l) => l.product) : [null]));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      other: existing?.otherId ?? "",
      origin_warehouse: existing?.originWarehouseId ?? "",
      order_date: existing?.orderDate ?? jakartaDateString(),
      delivery_method: existing?.deliveryMethod ?? cfg.defaultDelivery ?? "dikirim",
      shipping_cost: existing?.shippingCost ?? 0,
      description: existing?.description ?? "",
      details: existing
        ? existing.lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity }))
        : [{ product_id: "", quantity: 1 }],
    },
  });
  const lines = useFieldArray({ control: form.control, name: "details" });
  const otherKey = `${otherSideOf(cfg.side)}-office`;
  const prices = useOrderPricePreview({
    kind: cfg.kind,
    otherKey,
    otherId: useWatch({ control: form.control, name: "other" }),
    orderId: existing?.id,
    details: useWatch({ control: form.control, name: "details" }),
    shippingCost: useWatch({ control: form.control, name: "shipping_cost" }),
  });
  // Leaving with unsaved lines (browser Back, a link, closing the tab) asks first (SPEC §5).
  const [saved, setSaved] = React.useState(false);
  useUnsavedChanges(form.formState.isDirty && !saved);
  const sells = cfg.side === "origin";
  const warehouses = useSellingWarehouses(
    sells && can(user, "warehouses.view"),
    user.officeId ?? null,
  );
  // Default: the main warehouse (the first one), unless the order already names one.
  React.useEffect(() => {
    const first = warehouses[0];
    if (first && !form.getValues("origin_warehouse")) form.setValue("origin_warehouse", first.id);
  }, [warehouses, form]);

  const addProduct = React.useCallback(
    (p: PickedProduct) => {
      const current = form.getValues("details");
      const place = placeProduct(current, p.id);
      if (place.kind === "increment")
        form.setValue(`details.${place.at}.quantity`, place.quantity, { shouldDirty: true });
      else if (place.kind === "fill") {
        form.setValue(`details.${place.at}.product_id`, p.id, { shouldDirty: true });
        picked.set(place.at, p);
      } else {
        lines.append({ product_id: p.id, quantity: 1 });
        picked.append(p);
      }
    },
    [form, lines, picked],
  );

  // A scanned barcode is a product code: add it (or one more of it).
  useProductScan(addProduct, !busy);

  const showServerErrors = (err: unknown) => {
    if (!(err instanceof JsonApiError)) {
      setAlert(failureText(err));
      return;
    }
    let other: string | null = null;
    let placed = 0;
    for (const [pointer, detail] of Object.entries(err.pointers)) {
      const m = LINE_POINTER.exec(pointer);
      if (m) {
        const field = m[2] === "quantity" ? "quantity" : "product_id";
        form.setError(`details.${Number(m[1])}.${field}`, { type: "server", message: detail });
        placed++;
      } else if (pointer === "/data/relationships/origin-warehouse" && sells) {
        form.setError("origin_warehouse", { type: "server", message: detail });
        placed++;
      } else if (/\/data\/relationships\/(origin|destination)-office$/.test(pointer)) {
        form.setError("other", { type: "server", message: detail });
        placed++;
      } else if (pointer === "/data/attributes/description") {
        form.setError("description", { type: "server", message: detail });
        placed++;
      } else if (
        pointer === "/data/attributes/order_date" ||
        pointer === "/data/attributes/delivery_method" ||
        pointer === "/data/attributes/shipping_cost"
      ) {
        const field = pointer.slice("/data/attributes/".length) as
          "order_date" | "delivery_method" | "shipping_cost";
        form.setError(field, { type: "server", message: detail });
        placed++;
      } else other ??= detail;
    }
    setAlert(other ?? (placed ? null : err.message));
  };

  const save = async (v: FormOutput) => {
    setBusy(true);
    setAlert(null);
    const details = v.details.map((d) => ({ product_id: d.product_id, quantity: d.quantity }));
    const header = {
      order_date: v.order_date,
      delivery_method: v.delivery_method,
      shipping_cost: v.shipping_cost,
      description: v.description,
    };
    const warehouse: Record<string, { data: { type: string; id: string } }> =
      sells && v.origin_warehouse
        ? { "origin-warehouse": { data: { type: "warehouses", id: v.origin_warehouse } } }
        : {};
    try {
      const { createResource, updateResource } = await loadJsonApi();
      if (existing) {
        await updateResource("orders", existing.id, { details, ...header }, warehouse);
        toast({ variant: "success", description: "Data Berhasil diubah" });
        setBusy(false);
        onSaved?.();
        return;
      }
      const row = await createResource(
        "orders",
        { order_type: cfg.kind, details, ...header },
        { [otherKey]: { data: { type: "offices", id: v.other } }, ...warehouse },
      );
      toast({ variant: "success", description: "Data Berhasil disimpan" });
      setSaved(true);
      // replace: the new order takes the place of the guard's copy of this page (see
      // useUnsavedChanges), so Back from the order leads to the form once, not twice.
      router.replace(`${cfg.detailBase}/${row.id}`);
    } catch (err) {
      showServerErrors(err);
      setBusy(false);
    }
  };

  const otherError = form.getFieldState("other", form.formState).error?.message;
  const linesError =
    form.formState.errors.details?.message ?? form.formState.errors.details?.root?.message;
  const title = existing ? "Ubah Barang" : cfg.createLabel;
  const pricedLine = (i: number) => prices.byProduct.get(picked.at(i)?.id ?? "");

  if (!existing && !can(user, "orders.create"))
    return <Alert variant="error">Anda tidak memiliki akses untuk membuat order ini</Alert>;

  return (
    <div className="flex flex-col gap-4 pt-2">
      {existing ? null : (
        <header className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h1 className="text-2xl font-semibold">{title}</h1>
            <p className="text-sm text-muted-foreground">{cfg.description}</p>
          </div>
          <Link href={cfg.basePath} className={buttonVariants({ variant: "outline" })}>
            Kembali ke {cfg.title}
          </Link>
        </header>
      )}
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      <form
        noValidate
        aria-label={title}
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(save)}
      >
        <Card>
          <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
            <OfficeField
              id="field-other"
              label={cfg.otherLabel}
              text={otherText}
              error={otherError}
              locked={Boolean(existing)}
              onPick={() => setPicking(true)}
            />
            <FormField
              id="field-order-date"
              label="Tanggal Order"
              required
              error={form.formState.errors.order_date?.message}
            >
              <Controller
                control={form.control}
                name="order_date"
                render={({ field: f }) => (
                  <DateInput
                    id="field-order-date"
                    aria-invalid={form.formState.errors.order_date ? true : undefined}
                    readOnly={busy}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    ref={f.ref}
                  />
                )}
              />
            </FormField>
            <FormField
              id="field-delivery-method"
              label="Metode Pengiriman"
              required
              error={form.formState.errors.delivery_method?.message}
            >
              <select
                id="field-delivery-method"
                className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
                disabled={busy}
                {...form.register("delivery_method")}
              >
                {Object.entries(DELIVERY_LABEL).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="field-shipping-cost"
              label="Ongkos Kirim"
              error={form.formState.errors.shipping_cost?.message}
            >
              <Controller
                control={form.control}
                name="shipping_cost"
                render={({ field: f }) => (
                  <NumberInput
                    id="field-shipping-cost"
                    spec={MONEY}
                    aria-invalid={form.formState.errors.shipping_cost ? true : undefined}
                    readOnly={busy}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    ref={f.ref}
                  />
                )}
              />
            </FormField>
            {warehouses.length > 0 ? (
              <FormField
                id="field-origin-warehouse"
                label="Gudang Asal"
                required
                error={form.formState.errors.origin_warehouse?.message}
              >
                <select
                  id="field-origin-warehouse"
                  className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
                  disabled={busy}
                  aria-invalid={form.formState.errors.origin_warehouse ? true : undefined}
                  {...form.register("origin_warehouse")}
                >
                  {warehouses.map((w) => (
                    <option key={w.id} value={w.id}>
                      {w.code} - {w.name}
                      {w.type === "main" ? " (utama)" : ""}
                    </option>
                  ))}
                </select>
              </FormField>
            ) : null}
            <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
            <p className="text-sm text-muted-foreground md:col-span-2">
              {warehouses.length > 0
                ? "Gudang pembeli: gudang utamanya."
                : "Gudang: gudang utama masing-masing kantor."}{" "}
              Harga dan total dihitung server dari daftar harga pembeli, dan dihitung ulang saat
              draft disimpan.
            </p>
          </CardContent>
        </Card>

        <ProductLinesEditor
          title="Barang"
          label="Barang order"
          scanHint
          lines={lines}
          emptyLine={() => ({ product_id: "", quantity: 1 })}
          picked={picked}
          maxLines={ORDER_MAX_LINES}
          busy={busy}
          error={linesError}
          lineErrors={(i) => form.formState.errors.details?.[i]}
          onProduct={(i, id) =>
            form.setValue(`details.${i}.product_id`, id, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          control={form.control}
          quantity={{
            name: (i) => `details.${i}.quantity`,
            spec: ORDER_QUANTITY,
            headClassName: "w-40",
          }}
          belowProduct={(i) => {
            const priced = pricedLine(i);
            return priced ? (
              // Under sm the price columns are hidden: the line's figures go here.
              <p className="mt-1 text-xs text-muted-foreground tabular-nums sm:hidden">
                {formatRupiah(priced.unit_price)} × {priced.quantity} ={" "}
                {formatRupiah(priced.total_price)}
              </p>
            ) : null;
          }}
          columns={[
            {
              header: "Harga Satuan",
              headClassName: PRICE_COLUMN,
              cellClassName: PRICE_COLUMN,
              testId: (i) => `line-${i}-unit-price`,
              cell: (i) => {
                const priced = pricedLine(i);
                return priced ? formatRupiah(priced.unit_price) : "-";
              },
            },
            {
              header: "Total Harga",
              headClassName: PRICE_COLUMN,
              cellClassName: PRICE_COLUMN,
              testId: (i) => `line-${i}-total`,
              cell: (i) => {
                const priced = pricedLine(i);
                return priced ? formatRupiah(priced.total_price) : "-";
              },
            },
          ]}
        >
          <OrderPriceSummary {...prices} otherLabel={cfg.otherLabel} />
        </ProductLinesEditor>

        <div className="flex flex-wrap justify-end gap-2">
          {onCancel ? (
            <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
              Batal
            </Button>
          ) : null}
          <SaveButton busy={busy} />
        </div>
      </form>
      <OfficePicker
        open={picking}
        onOpenChange={setPicking}
        title="Daftar Kantor"
        filters={{ office_category_id: cfg.otherCategories.join(",") }}
        onSelect={(o) => {
          form.setValue("other", o.id, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
          setOtherText(`${officeCodeLabel(o.code, o.tempCode)} - ${o.name}`);
          setPicking(false);
        }}
      />
    </div>
  );
}
