"use client";

// The batch form's 'Jumlah Awal' and 'Alasan Jumlah Awal' (batch-form.tsx): units of the lot
// already on hand, an adjustment the server posts through the ledger. Shown only with
// stocks.adjust, so its module (and the number input) loads only for a user who has it.
import { Controller, type UseFormReturn } from "react-hook-form";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { NumberInput } from "@/components/forms/number-input";
import type { TCreateBatchInput } from "@/lib/schemas/stock";
import { BATCH_INITIAL_QUANTITY } from "@/lib/schemas/stock-rules";
import type { BatchFormInput } from "./batch-form";

export function BatchOpeningFields({
  form,
  busy,
}: {
  form: UseFormReturn<BatchFormInput, unknown, TCreateBatchInput>;
  busy: boolean;
}) {
  const error = form.getFieldState("quantity", form.formState).error?.message;
  return (
    <>
      <FormField id="field-quantity" label="Jumlah Awal" error={error} hint="Boleh dikosongkan (0)">
        <Controller
          control={form.control}
          name="quantity"
          render={({ field: f }) => (
            <NumberInput
              id="field-quantity"
              spec={BATCH_INITIAL_QUANTITY}
              readOnly={busy}
              {...fieldAria("field-quantity", error, true)}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              ref={f.ref}
            />
          )}
        />
      </FormField>
      <TextField
        form={form}
        name="reason"
        label="Alasan Jumlah Awal"
        readOnly={busy}
        hint="Wajib bila jumlah awal diisi"
      />
    </>
  );
}
