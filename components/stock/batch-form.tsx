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
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { DateInput } from "@/components/forms/date-input";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { SaveButton } from "@/components/forms/form-actions";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { NumberInput } from "@/components/forms/number-input";
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
import { BATCH_CREATED, BATCH_INITIAL_QUANTITY } from "@/lib/schemas/stock-rules";
import { BATCH_SCREENS, type BatchScreenKey } from "./batch-config";
import { useWarehouses } from "./use-warehouses";

type FormInput = z.input<typeof ZCreateBatchInput>;
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/stock").then((m) => m.ZCreateBatchInput),
);

const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm aria-[invalid=true]:border-destructive";

export function BatchForm({ screen }: { screen: BatchScreenKey }) {
  const cfg = BATCH_SCREENS[screen];
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
              <FormField
                id="field-quantity"
                label="Jumlah Awal"
                error={err("quantity")}
                hint="Boleh dikosongkan (0)"
              >
                <Controller
                  control={form.control}
                  name="quantity"
                  render={({ field: f }) => (
                    <NumberInput
                      id="field-quantity"
                      spec={BATCH_INITIAL_QUANTITY}
                      readOnly={busy}
                      {...fieldAria("field-quantity", err("quantity"), true)}
                      value={f.value}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      ref={f.ref}
                    />
                  )}
                />
              </FormField>
            ) : null}
            {mayOpen ? (
              <TextField
                form={form}
                name="reason"
                label="Alasan Jumlah Awal"
                readOnly={busy}
                hint="Wajib bila jumlah awal diisi"
              />
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
