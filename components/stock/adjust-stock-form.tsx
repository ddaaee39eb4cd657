"use client";

// Tambah Stock (/gudang/stock/tambah-stock): a stock adjustment of one product in one of the
// office's warehouses, in or out, with a required reason and its business date. Validated with
// the form schema of lib/schemas/stock.ts (the same fields and bounds as the API's
// ZAdjustStockInput) and posted to POST stocks/-actions/tambah-stock, which writes the ledger row
// (the reason is its description). After saving, a link opens the stock's ledger.
import * as React from "react";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import Link from "next/link";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { DateInput } from "@/components/forms/date-input";
import { FormField, fieldAria } from "@/components/forms/form-field";
import { SaveButton } from "@/components/forms/save-button";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { NumberInput } from "@/components/forms/number-input";
import { applyServerErrors } from "@/components/forms/server-errors";
import { ProductSelect, type PickedProduct } from "@/components/qrcode/product-select";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { INPUT_CLASS } from "@/components/ui/input";
import { useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { JsonApiError, failureText } from "@/lib/jsonapi-client";
import type { TAdjustStockForm, ZAdjustStockForm } from "@/lib/schemas/stock";
import {
  ADJUST_DIRECTION_LABEL,
  ADJUST_QUANTITY,
  ADJUST_SUCCESS,
  adjustmentAttributes,
} from "@/lib/schemas/stock-rules";
import { cn } from "@/lib/utils";
import { WAREHOUSE_TYPE_LABEL, useWarehouses } from "./use-warehouses";

type FormInput = z.input<typeof ZAdjustStockForm>;
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/stock").then((m) => m.ZAdjustStockForm),
);

const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm aria-[invalid=true]:border-destructive";

export function AdjustStockForm({
  ledgerPath,
  today,
}: {
  /** Where a stock's ledger opens, `${ledgerPath}/{stock id}` (STOCK_SCREENS.gudang.basePath). */
  ledgerPath: string;
  /** The Jakarta business date (jakartaDateString), given by the page: the default and the max. */
  today: string;
}) {
  const user = useSessionUser();
  const toast = useToast();
  const { warehouses, error: warehousesFailed } = useWarehouses(user.officeId);
  const [product, setProduct] = React.useState<PickedProduct | null>(null);
  const { busy, submit } = useSubmit();
  const [alert, setAlert] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<{ stockId: string; text: string } | null>(null);
  const form = useForm<FormInput, unknown, TAdjustStockForm>({
    resolver,
    defaultValues: {
      warehouse_id: "",
      product_id: "",
      direction: "in",
      quantity: "",
      reason: "",
      business_date: today,
    },
  });
  // Leaving with unsaved changes (browser Back, a link, closing the tab) asks first (SPEC §5);
  // a saved adjustment resets the form, so nothing is left to lose.
  useUnsavedChanges(form.formState.isDirty);
  const err = (name: keyof FormInput) => form.getFieldState(name, form.formState).error?.message;

  // The main warehouse is the usual target: preselect it once the list is there.
  const main = warehouses.find((w) => w.warehouse_type === "main");
  React.useEffect(() => {
    if (main && !form.getValues("warehouse_id")) form.setValue("warehouse_id", main.id);
  }, [main, form]);

  const save = async (v: TAdjustStockForm) => {
    setAlert(null);
    setDone(null);
    await submit(
      async () => {
        // The action's client is needed only by a save: it loads then.
        const { callAction } = await import("@/components/setup/action-client");
        const doc = await callAction<{ data: { id: string; attributes: { quantity: number } } }>(
          "stocks/-actions/tambah-stock",
          "POST",
          { data: { type: "stocks", attributes: adjustmentAttributes(v) } },
        );
        toast({ variant: "success", description: ADJUST_SUCCESS });
        setDone({
          stockId: doc.data.id,
          text: `${ADJUST_SUCCESS}. Stok ${product?.code ?? ""} sekarang ${doc.data.attributes.quantity}.`,
        });
        form.reset({ ...v, quantity: "", reason: "" });
        return "done";
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
      <header>
        <h1 className="text-2xl font-semibold">Tambah Stock</h1>
        <p className="text-sm text-muted-foreground">
          Penyesuaian stok (masuk atau keluar) dengan alasan. Setiap penyesuaian tercatat di kartu
          stok.
        </p>
      </header>
      {warehousesFailed ? <Alert variant="error">Gagal memuat daftar gudang</Alert> : null}
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      {done ? (
        <Alert variant="success">
          {done.text}{" "}
          <Link className="font-medium underline" href={`${ledgerPath}/${done.stockId}`}>
            Lihat kartu stok
          </Link>
        </Alert>
      ) : null}
      <form noValidate aria-label="Tambah Stock" onSubmit={form.handleSubmit(save)}>
        <Card>
          <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
            <FormField id="field-warehouse_id" label="Gudang" required error={err("warehouse_id")}>
              <select
                id="field-warehouse_id"
                className={SELECT_CLASS}
                disabled={busy}
                {...fieldAria("field-warehouse_id", err("warehouse_id"), true)}
                {...form.register("warehouse_id")}
              >
                <option value="">Pilih Gudang</option>
                {warehouses.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.code} - {w.name} (
                    {WAREHOUSE_TYPE_LABEL[w.warehouse_type] ?? w.warehouse_type})
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="field-product_id" label="Barang" required error={err("product_id")}>
              <ProductSelect
                id="field-product_id"
                value={product}
                invalid={Boolean(err("product_id"))}
                describedBy={err("product_id") ? "field-product_id-error" : "field-product_id-hint"}
                onChange={(p) => {
                  setProduct(p);
                  form.setValue("product_id", p?.id ?? "", {
                    shouldValidate: form.formState.isSubmitted,
                  });
                }}
              />
            </FormField>
            <FormField id="field-direction" label="Jenis" required error={err("direction")}>
              <select
                id="field-direction"
                className={SELECT_CLASS}
                disabled={busy}
                {...fieldAria("field-direction", err("direction"), true)}
                {...form.register("direction")}
              >
                {Object.entries(ADJUST_DIRECTION_LABEL).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="field-quantity" label="Jumlah" required error={err("quantity")}>
              <Controller
                control={form.control}
                name="quantity"
                render={({ field: f }) => (
                  <NumberInput
                    id="field-quantity"
                    spec={ADJUST_QUANTITY}
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
            <FormField
              id="field-business_date"
              label="Tanggal"
              required
              error={err("business_date")}
            >
              <DateInput
                id="field-business_date"
                max={today}
                readOnly={busy}
                {...fieldAria("field-business_date", err("business_date"), true)}
                {...form.register("business_date")}
              />
            </FormField>
            <FormField
              id="field-reason"
              label="Alasan"
              required
              error={err("reason")}
              className="md:col-span-2"
            >
              <textarea
                id="field-reason"
                rows={3}
                readOnly={busy}
                className={cn(INPUT_CLASS, "h-auto min-h-20 py-2")}
                placeholder="Contoh: koreksi hasil stok opname"
                {...fieldAria("field-reason", err("reason"), true)}
                {...form.register("reason")}
              />
            </FormField>
            <div className="md:col-span-2">
              <SaveButton busy={busy} />
            </div>
          </CardContent>
        </Card>
      </form>
    </div>
  );
}
