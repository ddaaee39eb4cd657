"use client";

// Tambah Batch Stok (/supplier/manajemen-batch-stok/tambah): a new lot of a product in one of the
// office's warehouses with production and expiry dates and a code, and optionally the units of
// that lot already on hand with its reason (an adjustment: shown with stocks.adjust only; posted
// into the stock through the ledger by the server). Validated
// with ZCreateBatchInput, the schema POST stock-batches uses.
import * as React from "react";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DateInput } from "@/components/forms/date-input";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { SaveButton } from "@/components/forms/save-button";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { ProductSelect, type PickedProduct } from "@/components/qrcode/product-select";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { JsonApiError, createResource, failureText } from "@/lib/jsonapi-client";
import type { TCreateBatchInput, ZCreateBatchInput } from "@/lib/schemas/stock";
import { BATCH_CREATED } from "@/lib/schemas/stock-rules";
import type { BatchScreenConfig } from "./batch-config";
import { useWarehouses } from "./use-warehouses";

type FormInput = z.input<typeof ZCreateBatchInput>;
export type BatchFormInput = FormInput;

// 'Jumlah Awal' and its reason are an adjustment (stocks.adjust only): their module (with the
// number input) loads for a user who has it, not in every batch form's first load.
const BatchOpeningFields = React.lazy(() =>
  import("./batch-opening-fields").then((m) => ({ default: m.BatchOpeningFields })),
);
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/stock").then((m) => m.ZCreateBatchInput),
);

const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm aria-[invalid=true]:border-destructive";

export function BatchForm({
  cfg,
}: {
  /** The screen's config (BATCH_SCREENS[key], given by the page). */
  cfg: BatchScreenConfig;
}) {
  const user = useSessionUser();
  const router = useRouter();
  const toast = useToast();
  const { warehouses, error: warehousesFailed } = useWarehouses(user.officeId);
  // Goods already on hand are an adjustment: only with the permission 'Tambah Stock' needs.
  const mayOpen = can(user, "stocks.adjust");
  const [product, setProduct] = React.useState<PickedProduct | null>(null);
  const { busy, submit } = useSubmit();
  const [alert, setAlert] = React.useState<string | null>(null);
  const form = useForm<FormInput, unknown, TCreateBatchInput>({
    resolver,
    defaultValues: {
      code: "",
      production_date: "",
      expired_at: "",
      description: "",
      quantity: "",
      reason: "",
      warehouse: "",
      product: "",
    },
  });
  // Leaving with unsaved changes (browser Back, a link, closing the tab) asks first (SPEC §5).
  const [saved, setSaved] = React.useState(false);
  useUnsavedChanges(form.formState.isDirty && !saved);
  const err = (name: keyof FormInput) => form.getFieldState(name, form.formState).error?.message;

  const main = warehouses.find((w) => w.warehouse_type === "main");
  React.useEffect(() => {
    if (main && !form.getValues("warehouse")) form.setValue("warehouse", main.id);
  }, [main, form]);

  const save = async (v: TCreateBatchInput) => {
    setAlert(null);
    await submit(
      async () => {
        const { warehouse, product: productId, ...attributes } = v;
        await createResource("stock-batches", attributes, {
          warehouse: { data: { type: "warehouses", id: warehouse } },
          product: { data: { type: "products", id: productId } },
        });
        toast({ variant: "success", description: BATCH_CREATED });
        setSaved(true);
        router.replace(cfg.basePath);
        return "leave";
      },
      (e) => {
        const other =
          e instanceof JsonApiError ? applyServerErrors(form, e.toFailedResult()) : null;
        setAlert(other ?? failureText(e));
      },
    );
  };

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Tambah Batch Stok</h1>
          <p className="text-sm text-muted-foreground">
            Kode batch unik per barang; tanggal kedaluwarsa harus setelah tanggal produksi.
          </p>
        </div>
        <Link href={cfg.basePath} className={buttonVariants({ variant: "outline" })}>
          Kembali
        </Link>
      </header>
      {warehousesFailed ? <Alert variant="error">Gagal memuat daftar gudang</Alert> : null}
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      <form noValidate aria-label="Tambah Batch Stok" onSubmit={form.handleSubmit(save)}>
        <Card>
          <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
            <FormField id="field-warehouse" label="Gudang" required error={err("warehouse")}>
              <select
                id="field-warehouse"
                className={SELECT_CLASS}
                disabled={busy}
                {...fieldAria("field-warehouse", err("warehouse"), true)}
                {...form.register("warehouse")}
              >
                <option value="">Pilih Gudang</option>
                {warehouses.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.code} - {w.name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="field-product" label="Barang" required error={err("product")}>
              <ProductSelect
                id="field-product"
                value={product}
                invalid={Boolean(err("product"))}
                describedBy={err("product") ? "field-product-error" : "field-product-hint"}
                onChange={(p) => {
                  setProduct(p);
                  form.setValue("product", p?.id ?? "", {
                    shouldValidate: form.formState.isSubmitted,
                  });
                }}
              />
            </FormField>
            <TextField form={form} name="code" label="Kode Batch" required readOnly={busy} />
            {mayOpen ? (
              // Shown only with stocks.adjust (a supplier lacks it): its module loads then.
              <React.Suspense fallback={null}>
                <BatchOpeningFields form={form} busy={busy} />
              </React.Suspense>
            ) : null}
            <FormField
              id="field-production_date"
              label="Tanggal Produksi"
              required
              error={err("production_date")}
            >
              <DateInput
                id="field-production_date"
                readOnly={busy}
                {...fieldAria("field-production_date", err("production_date"), true)}
                {...form.register("production_date")}
              />
            </FormField>
            <FormField
              id="field-expired_at"
              label="Tanggal Kedaluwarsa"
              required
              error={err("expired_at")}
            >
              <DateInput
                id="field-expired_at"
                readOnly={busy}
                {...fieldAria("field-expired_at", err("expired_at"), true)}
                {...form.register("expired_at")}
              />
            </FormField>
            <TextField
              form={form}
              name="description"
              label="Keterangan"
              readOnly={busy}
              className="md:col-span-2"
            />
            <div className="md:col-span-2">
              <SaveButton busy={busy} />
            </div>
          </CardContent>
        </Card>
      </form>
    </div>
  );
}
