"use client";

// 'Batalkan' a payment (docs/payments.md "cancelPayment"): the reason is required (the same
// schema as the API); the server un-pays the order and, while its goods have not left, takes a
// released order back to 'Menunggu Pembayaran'.
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/forms/form-actions";
import { TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { Alert } from "@/components/ui/alert";
import { useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { JsonApiError, callApi, failureText } from "@/lib/jsonapi-client";
import type { TCancelPaymentInput, ZCancelPaymentInput } from "@/lib/schemas/payments";

type FormInput = z.input<typeof ZCancelPaymentInput>;
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/payments").then((m) => m.ZCancelPaymentInput),
);

export function CancelPaymentDialog({
  orderId,
  payment,
  onClose,
  onDone,
}: {
  orderId: string;
  payment: { id: string; code: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const { busy, submit: run } = useSubmit();
  const [alert, setAlert] = React.useState<string | null>(null);
  const form = useForm<FormInput, unknown, TCancelPaymentInput>({
    resolver,
    defaultValues: { cancel_reason: "", payment_id: payment.id },
  });
  const submit = async (v: TCancelPaymentInput) => {
    setAlert(null);
    await run(
      async () => {
        const res = await callApi(`orders/${orderId}/-actions/cancelPayment`, {
          method: "PATCH",
          body: { data: { type: "orders", id: orderId, attributes: v } },
        });
        toast({
          variant: "success",
          description: String(res.meta?.message ?? "Pembayaran berhasil dibatalkan"),
        });
        // The page closes this dialog and reloads the order: it stays busy until then.
        onDone();
        return "leave";
      },
      (err) => {
        const other =
          err instanceof JsonApiError ? applyServerErrors(form, err.toFailedResult()) : null;
        setAlert(other ?? failureText(err));
      },
    );
  };
  return (
    <FormDialog
      title="Batalkan Pembayaran"
      description={`Pembayaran ${payment.code} dibatalkan; saldo yang dipakai dikembalikan.`}
      busy={busy}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
    >
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      <TextField form={form} name="cancel_reason" label="Alasan" required readOnly={busy} />
    </FormDialog>
  );
}
