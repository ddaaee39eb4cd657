"use client";

// The 'Generate' dialog of the QR generation screen (generation-screen.tsx): product + quantity
// 1..10 000 (+ note), the server's zod schema. Its own module: the list shows it only after
// 'Generate', so the screen's first load carries neither it nor react-hook-form
// (docs/browser-performance.md).
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useToast } from "@/components/widgets/toast";
import { formatNumber } from "@/lib/format";
import { JsonApiError, createResource } from "@/lib/jsonapi-client";
import { QR_MAX_QUANTITY } from "@/lib/schemas/qrcodes-rules";
import { ProductSelect, type PickedProduct } from "./product-select";
import type { TGenerateQrForm } from "./generation-screen-schema";

/** The form's values: the API schema, with the product picked as an object (-schema.ts). */
type TForm = TGenerateQrForm;
const resolver = lazyZodResolver(() =>
  import("./generation-screen-schema").then((m) => m.ZGenerateQrForm),
);

export function GenerateForm({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (id: string, quantity: number) => void;
}) {
  const toast = useToast();
  const form = useForm<TForm>({
    resolver,
    defaultValues: { product: null, quantity: 100, description: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const productId = values.product?.id;
    if (!productId) return;
    try {
      const row = await createResource(
        "qr-code-generations",
        { quantity: values.quantity, description: values.description || null },
        { product: { data: { type: "products", id: productId } } },
      );
      onSaved(row.id, values.quantity);
    } catch (err) {
      if (err instanceof JsonApiError) {
        const rest = applyServerErrors(form, err.toFailedResult());
        toast({ variant: "error", description: rest ?? err.message });
      } else toast({ variant: "error", description: "Gagal" });
    }
  });
  const busy = form.formState.isSubmitting;
  const productError = form.formState.errors.product?.message;
  const quantityError = form.formState.errors.quantity?.message;
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o && !busy) onClose();
      }}
    >
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Generate QR Code</DialogTitle>
          <DialogDescription>
            Pilih barang dan jumlah QR code (1 - {formatNumber(QR_MAX_QUANTITY)}).
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          noValidate
          aria-label="Generate QR Code"
        >
          <FormField id="qr-product" label="Barang" required error={productError}>
            <Controller
              control={form.control}
              name="product"
              render={({ field }) => (
                <ProductSelect
                  id="qr-product"
                  value={field.value as PickedProduct | null}
                  onChange={(p) => field.onChange(p)}
                  invalid={Boolean(productError)}
                  describedBy={fieldAria("qr-product", productError, true)["aria-describedby"]}
                />
              )}
            />
          </FormField>
          <FormField id="qr-quantity" label="Jumlah" required error={quantityError}>
            <Input
              id="qr-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={QR_MAX_QUANTITY}
              readOnly={busy}
              aria-required
              {...fieldAria("qr-quantity", quantityError, true)}
              {...form.register("quantity", { valueAsNumber: true })}
            />
          </FormField>
          <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Batal
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Memproses..." : "Generate"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
