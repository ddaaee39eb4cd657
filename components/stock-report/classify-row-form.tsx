"use client";

// One line's 'Pilah' form of /gudang/stock/pilah-stock (pilah-stock-screen.tsx): how many go to
// the main warehouse and how many to the damaged one, posted to
// stock-movements/-actions/classifyStocks with an Idempotency-Key. Its own module: the rows show
// after the list's data, so the screen loads it (and react-hook-form) beside that call, not in its
// first-load JavaScript (docs/browser-performance.md).
import * as React from "react";
import { Controller, useForm } from "react-hook-form";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { NumberInput } from "@/components/forms/number-input";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/widgets/toast";
import { callApi, failureText } from "@/lib/jsonapi-client";
import type { TClassifyLineForm, TClassifyLineFormInput } from "@/lib/schemas/stock";
import { CLASSIFY_QUANTITY } from "@/lib/schemas/stock-rules";
import type { PilahStockRow } from "./pilah-stock-screen";

export const PILAH_SUCCESS = "Berhasil memilah barang";
export const PILAH_FAILED = "Gagal memilah barang";

/** One loader for every row's form (lib/schemas/stock.ts ZClassifyLineForm). */
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/stock").then((m) => m.ZClassifyLineForm),
);

export function ClassifyRowForm({ row, onDone }: { row: PilahStockRow; onDone: () => void }) {
  const toast = useToast();
  // One key per attempt: a repeated request of the same attempt posts once (Idempotency-Key).
  const [idemKey, setIdemKey] = React.useState(() => crypto.randomUUID());
  const form = useForm<TClassifyLineFormInput, unknown, TClassifyLineForm>({
    resolver,
    defaultValues: { to_main: "0", to_damaged: "0" },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (v) => {
    try {
      await callApi("stock-movements/-actions/classifyStocks", {
        method: "POST",
        idempotencyKey: idemKey,
        body: {
          data: {
            type: "classify-stocks",
            attributes: {
              details: [
                { product_id: row.product_id, to_main: v.to_main, to_damaged: v.to_damaged },
              ],
            },
          },
        },
      });
      setIdemKey(crypto.randomUUID());
      toast({ variant: "success", description: PILAH_SUCCESS });
      form.reset({ to_main: "0", to_damaged: "0" });
      onDone();
    } catch (err) {
      setIdemKey(crypto.randomUUID());
      toast({ variant: "error", title: PILAH_FAILED, description: failureText(err) });
    }
  });
  const error = form.formState.errors.to_main?.message ?? form.formState.errors.to_damaged?.message;
  return (
    <form className="flex flex-wrap items-start gap-2" onSubmit={(e) => void submit(e)} noValidate>
      <Controller
        control={form.control}
        name="to_main"
        render={({ field: f }) => (
          <NumberInput
            spec={CLASSIFY_QUANTITY}
            className="w-24"
            aria-label={`Ke gudang utama ${row.product_code}`}
            readOnly={busy}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            ref={f.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="to_damaged"
        render={({ field: f }) => (
          <NumberInput
            spec={CLASSIFY_QUANTITY}
            className="w-24"
            aria-label={`Ke gudang rusak ${row.product_code}`}
            readOnly={busy}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            ref={f.ref}
          />
        )}
      />
      <Button type="submit" size="sm" disabled={busy} aria-label={`Pilah ${row.product_code}`}>
        Pilah
      </Button>
      {error ? <p className="w-full text-xs text-destructive">{error}</p> : null}
    </form>
  );
}
