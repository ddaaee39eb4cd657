"use client";

// Tambah Pembelian (/gudang/pembelian/tambah-pembelian): Pusat orders goods from a supplier.
// Supplier, order date, expected date, a note, and lines (product search, quantity, agreed unit
// price in whole rupiah with the currency input), validated with the SAME schema the API uses
// (lib/schemas/purchasing.ts). The totals shown are computed like the server computes them (the
// server ignores any total a client sends). 'Simpan' stores a draft; 'Kirim ke Supplier' stores
// it and submits it in one go. Either way the detail page opens next.
import * as React from "react";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFieldArray, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { GLYPH, Glyph } from "@/components/ui/glyph";
import type { z } from "zod";
import { typedNumber } from "@/lib/number-input";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { DateField } from "@/components/forms/date-field";
import { DateInput } from "@/components/forms/date-input";
import { SaveButton } from "@/components/forms/save-button";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { callAction } from "@/components/setup/action-client";
import {
  LineNumberField,
  ProductLinesEditor,
  usePickedLines,
} from "@/components/forms/product-lines-editor";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TableCell, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/widgets/toast";
import { jakartaDateString } from "@/lib/business-date";
import { formatRupiah } from "@/lib/format";
import { JsonApiError, createResource, failureText } from "@/lib/jsonapi-client";
import type {
  TCreatePurchaseOrderInput,
  ZCreatePurchaseOrderInput,
} from "@/lib/schemas/purchasing";
import {
  PO_MAX_LINES,
  PO_QUANTITY,
  PO_UNIT_PRICE,
  purchaseOrderTotal,
} from "@/lib/schemas/purchasing-rules";
import { PURCHASING_SCREENS } from "./config";
import { useSuppliers } from "./use-suppliers";

type FormInput = z.input<typeof ZCreatePurchaseOrderInput>;
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/purchasing").then((m) => m.ZCreatePurchaseOrderInput),
);

const cfg = PURCHASING_SCREENS.gudang;
const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm aria-[invalid=true]:border-destructive";
const FOCUS_ORDER = ["supplier-office", "order_date", "expected_date", "description"] as const;

const emptyLine = () => ({ product_id: "", quantity: 1, unit_price: 0 });

export function PurchaseOrderForm() {
  const router = useRouter();
  const toast = useToast();
  const { suppliers, error: suppliersFailed } = useSuppliers();
  const picked = usePickedLines(() => [null]);
  const [busy, setBusy] = React.useState(false);
  const [alert, setAlert] = React.useState<string | null>(null);
  const form = useForm<FormInput, unknown, TCreatePurchaseOrderInput>({
    resolver,
    defaultValues: {
      "supplier-office": "",
      order_date: jakartaDateString(),
      expected_date: null,
      description: "",
      details: [emptyLine()],
    },
    shouldFocusError: false,
  });
  // Leaving with unsaved changes (browser Back, a link, closing the tab) asks first (SPEC §5).
  const [saved, setSaved] = React.useState(false);
  useUnsavedChanges(form.formState.isDirty && !saved);
  const lines = useFieldArray({ control: form.control, name: "details" });
  const watched = useWatch({ control: form.control, name: "details" });
  const total = purchaseOrderTotal(
    watched.map((l) => ({
      quantity: typedNumber(l.quantity),
      unit_price: typedNumber(l.unit_price),
    })),
  );

  const save = async (v: TCreatePurchaseOrderInput, submit: boolean) => {
    setBusy(true);
    setAlert(null);
    let createdId: string | null = null;
    try {
      const { "supplier-office": supplierOffice, ...attributes } = v;
      const row = await createResource("purchase-orders", attributes, {
        "supplier-office": { data: { type: "offices", id: supplierOffice } },
      });
      createdId = row.id;
      if (submit) {
        await callAction(`purchase-orders/${row.id}/-actions/submit`, "PATCH");
        toast({ variant: "success", description: "Pembelian berhasil dikirim ke supplier" });
      } else {
        toast({ variant: "success", description: "Data Berhasil disimpan" });
      }
      setSaved(true);
      // replace: the new order takes the place of the guard's copy of this page (see
      // useUnsavedChanges), so Back from the order leads to the form once, not twice.
      router.replace(`${cfg.basePath}/${row.id}`);
    } catch (err) {
      if (createdId) {
        // Stored as draft, but the submit failed: show the draft and the reason.
        toast({ variant: "warning", description: failureText(err) });
        setSaved(true);
        router.replace(`${cfg.basePath}/${createdId}`);
        return;
      }
      const other =
        err instanceof JsonApiError ? applyServerErrors(form, err.toFailedResult()) : null;
      setAlert(other ?? failureText(err));
      setBusy(false);
    }
  };
  const focusFirstError = (errors: FieldErrors<FormInput>) => {
    const first = FOCUS_ORDER.find((name) => errors[name]);
    if (first) setTimeout(() => form.setFocus(first), 0);
  };

  const err = (name: "supplier-office" | "order_date" | "expected_date") =>
    form.getFieldState(name, form.formState).error?.message;
  const linesError =
    form.formState.errors.details?.message ?? form.formState.errors.details?.root?.message;

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Tambah Pembelian</h1>
          <p className="text-sm text-muted-foreground">
            Pesan barang ke supplier dengan harga yang disepakati.
          </p>
        </div>
        <Link href={cfg.basePath} className={buttonVariants({ variant: "outline" })}>
          Kembali ke Daftar Pembelian
        </Link>
      </header>
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      {suppliersFailed ? <Alert variant="error">Gagal memuat daftar supplier</Alert> : null}
      <form
        noValidate
        aria-label="Tambah Pembelian"
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((v) => save(v, false), focusFirstError)}
      >
        <Card>
          <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
            <FormField
              id="field-supplier-office"
              label="Supplier"
              required
              error={err("supplier-office")}
            >
              <select
                id="field-supplier-office"
                className={SELECT_CLASS}
                aria-required
                disabled={busy}
                {...fieldAria("field-supplier-office", err("supplier-office"), true)}
                {...form.register("supplier-office")}
              >
                <option value="">Pilih Supplier</option>
                {suppliers.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.code} - {s.name}
                  </option>
                ))}
              </select>
            </FormField>
            <DateField
              form={form}
              name="order_date"
              label="Tanggal Pembelian"
              required
              readOnly={busy}
            />
            <FormField
              id="field-expected_date"
              label="Perkiraan Tanggal Tiba"
              error={err("expected_date")}
            >
              <DateInput
                id="field-expected_date"
                readOnly={busy}
                {...fieldAria("field-expected_date", err("expected_date"), false)}
                {...form.register("expected_date", {
                  setValueAs: (v: unknown) => (v === "" || v === undefined ? null : v),
                })}
              />
            </FormField>
            <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
          </CardContent>
        </Card>

        <ProductLinesEditor
          title="Barang"
          label="Barang yang dibeli"
          lines={lines}
          emptyLine={emptyLine}
          picked={picked}
          maxLines={PO_MAX_LINES}
          busy={busy}
          error={linesError}
          lineErrors={(i) => form.formState.errors.details?.[i]}
          onProduct={(i, id) =>
            form.setValue(`details.${i}.product_id`, id, {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          control={form.control}
          quantity={{
            name: (i) => `details.${i}.quantity`,
            spec: PO_QUANTITY,
            headClassName: "w-32",
          }}
          columns={[
            {
              header: "Harga Satuan",
              headClassName: "w-48",
              cell: (i) => (
                <LineNumberField
                  control={form.control}
                  name={`details.${i}.unit_price`}
                  spec={PO_UNIT_PRICE}
                  label={`Harga satuan baris ${i + 1}`}
                  error={form.formState.errors.details?.[i]?.unit_price?.message}
                  readOnly={busy}
                />
              ),
            },
            {
              header: "Subtotal",
              headClassName: "text-right",
              cellClassName: "text-right",
              cell: (i) => {
                const line = watched[i];
                return formatRupiah(
                  line ? typedNumber(line.quantity) * typedNumber(line.unit_price) : 0,
                );
              },
            },
          ]}
          footer={
            <TableRow>
              <TableCell colSpan={3} className="text-right font-semibold">
                Total
              </TableCell>
              <TableCell className="text-right font-semibold" data-testid="po-total">
                {formatRupiah(total)}
              </TableCell>
              <TableCell />
            </TableRow>
          }
        />

        <div className="flex flex-wrap justify-end gap-2">
          <SaveButton busy={busy} />
          <Button
            type="button"
            disabled={busy}
            onClick={() => void form.handleSubmit((v) => save(v, true), focusFirstError)()}
          >
            <Glyph d={GLYPH.send} />
            Kirim ke Supplier
          </Button>
        </div>
      </form>
    </div>
  );
}
