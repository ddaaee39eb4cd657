"use client";

// 'Bayar' (docs/payments.md): the Kasir splits what is left to pay of an order over payment
// methods (cash, transfer to one of the seller's bank accounts, the buyer's saldo ...), each
// amount in whole rupiah with the currency input; the remaining amount is shown live. Validated
// with the SAME schema the API uses (lib/schemas/payments.ts); the server re-checks everything
// (overpayment, saldo, accepted methods). A retried click posts once (Idempotency-Key).
import * as React from "react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { NumberInput } from "@/components/forms/number-input";
import { TextField } from "@/components/forms/form-field";
import { SaveButton } from "@/components/forms/save-button";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { formatRupiah } from "@/lib/format";
import { typedNumber } from "@/lib/number-input";
import { JsonApiError, failureText } from "@/lib/jsonapi-errors";
import {
  PAYMENT_AMOUNT,
  PAYMENT_MAX_METHODS,
  PAYMENT_SUCCESS_MESSAGE,
} from "@/lib/schemas/payments-rules";
import { GLYPH, Glyph } from "@/components/ui/glyph";
import { loadJsonApi } from "@/lib/jsonapi-load";
import type {
  TPaymentFormInput as FormInput,
  TPaymentFormOutput as FormOutput,
} from "./payment-form-schema";

const resolver = lazyZodResolver(() => import("./payment-form-schema").then((m) => m.ZPaymentForm));

/** The toolbar selects' look (data-table/filter-select.tsx), without importing the filters. */
const SELECT_CLASS =
  "h-10 rounded-md border border-input bg-background px-2 text-sm disabled:opacity-50";

/** payment_method_types.code of the payer's saldo (server/payments/pay-order.ts SALDO_METHOD). */
const SALDO_METHOD_CODE = "saldo";

interface MethodType {
  id: string;
  code: string;
  name: string;
  requires_office_bank: boolean;
}
interface OfficeBank {
  id: string;
  bank_name: string | null;
  account_number: string;
  account_name: string;
}

/** What is paid: an order (POST payments) or a report (order-bundles/{id}/-actions/pay). */
export type PaymentTarget = { orderId: string } | { orderBundleId: string };

export function PaymentForm({
  target,
  sellerOfficeId,
  saldoAllowed,
  saldoOnly = false,
  remaining,
  onPaid,
}: {
  target: PaymentTarget;
  /** The office receiving the money (its bank accounts are the transfer targets). */
  sellerOfficeId: string;
  /**
   * The caller's office is the payer, so it may spend its own saldo; anyone else (the seller's
   * Kasir, Pusat on a report's behalf) is not offered the saldo method (the server answers 403).
   */
  saldoAllowed: boolean;
  /** The buyer paying its own order: saldo is the only method it records (docs/payments.md). */
  saldoOnly?: boolean;
  remaining: number;
  onPaid: (paymentId: string) => void;
}) {
  const toast = useToast();
  const [types, setTypes] = React.useState<MethodType[]>([]);
  const [banks, setBanks] = React.useState<OfficeBank[]>([]);
  const { busy, submit: run } = useSubmit();
  const [alert, setAlert] = React.useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = React.useState(() => crypto.randomUUID());

  React.useEffect(() => {
    const ctrl = new AbortController();
    void (async () => {
      try {
        const { listResources } = await loadJsonApi();
        const [t, b] = await Promise.all([
          listResources<Omit<MethodType, "id">>(
            "payment-method-types",
            { filter: { is_active: true }, page: { number: 1, size: 50 } },
            ctrl.signal,
          ),
          listResources<Omit<OfficeBank, "id">>(
            "office-banks",
            {
              filter: { office_id: sellerOfficeId, is_active: true },
              page: { number: 1, size: 50 },
            },
            ctrl.signal,
          ),
        ]);
        setTypes(t.rows.filter((r) => (r.code === SALDO_METHOD_CODE ? saldoAllowed : !saldoOnly)));
        setBanks(b.rows);
      } catch (err) {
        if (!ctrl.signal.aborted) setAlert(failureText(err));
      }
    })();
    return () => ctrl.abort();
  }, [sellerOfficeId, saldoAllowed, saldoOnly]);

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      description: "",
      methods: [{ payment_method_type_id: "", office_bank_id: null, amount: remaining }],
    },
  });
  const lines = useFieldArray({ control: form.control, name: "methods" });
  const watched = useWatch({ control: form.control, name: "methods" });
  const entered = watched.reduce((s, m) => s + typedNumber(m.amount), 0);
  const left = remaining - entered;
  const typeOf = (id: string | undefined) => types.find((t) => t.id === id);

  const submit = async (v: FormOutput) => {
    setAlert(null);
    await run(
      async () => {
        const attributes = {
          description: v.description,
          methods: v.methods.map((m) => ({
            ...m,
            office_bank_id: typeOf(m.payment_method_type_id)?.requires_office_bank
              ? m.office_bank_id
              : null,
          })),
        };
        const { callApi } = await loadJsonApi();
        let paidId: string;
        if ("orderBundleId" in target) {
          const res = await callApi<{ meta?: { payment_bundle_ids?: string[] } }>(
            `order-bundles/${target.orderBundleId}/-actions/pay`,
            {
              method: "POST",
              idempotencyKey,
              body: { data: { type: "order-bundles", id: target.orderBundleId, attributes } },
            },
          );
          paidId = res.meta?.payment_bundle_ids?.[0] ?? "";
        } else {
          const res = await callApi<{ data: { id: string } }>("payments", {
            method: "POST",
            idempotencyKey,
            body: {
              data: {
                type: "payments",
                attributes,
                relationships: { order: { data: { type: "orders", id: target.orderId } } },
              },
            },
          });
          paidId = res.data.id;
        }
        setIdempotencyKey(crypto.randomUUID());
        toast({ variant: "success", description: PAYMENT_SUCCESS_MESSAGE });
        onPaid(paidId);
        return "done";
      },
      (err) => {
        // The server answered: the next attempt is a new payment. A lost answer keeps the key,
        // so a retry after a network failure cannot pay twice.
        if (err instanceof JsonApiError) setIdempotencyKey(crypto.randomUUID());
        // Errors at /data/attributes/methods/{i}/{field} (a transfer without its account, saldo
        // too small) go on their line, where changing the line clears them; anything else above
        // the form. The full pointers: `fieldErrors` keeps only the first segment ('methods').
        const fields = err instanceof JsonApiError ? Object.entries(err.pointers) : [];
        let other: string | null = null;
        for (const [pointer, message] of fields) {
          const m =
            /^\/data\/attributes\/methods\/(\d+)\/(payment_method_type_id|office_bank_id|amount)$/.exec(
              pointer,
            );
          if (m) form.setError(`methods.${Number(m[1])}.${m[2] as "amount"}`, { message });
          else other ??= message;
        }
        setAlert(fields.length ? other : failureText(err));
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-3"
      aria-label="Form pembayaran"
      noValidate
      onSubmit={form.handleSubmit(submit)}
    >
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      {form.formState.errors.methods?.message ? (
        <Alert variant="error">{form.formState.errors.methods.message}</Alert>
      ) : null}
      {lines.fields.map((field, i) => {
        const e = form.formState.errors.methods?.[i];
        const type = typeOf(watched[i]?.payment_method_type_id);
        return (
          <div key={field.id} className="grid gap-2 rounded-md border p-3 md:grid-cols-4">
            <label className="flex flex-col gap-1 text-sm">
              Metode
              <select
                className={SELECT_CLASS}
                aria-label={`Metode pembayaran ${i + 1}`}
                aria-invalid={e?.payment_method_type_id ? true : undefined}
                disabled={busy}
                {...form.register(`methods.${i}.payment_method_type_id`)}
              >
                <option value="">Pilih metode</option>
                {types.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
              {e?.payment_method_type_id ? (
                <span className="text-xs text-destructive">{e.payment_method_type_id.message}</span>
              ) : null}
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Rekening Tujuan
              <select
                className={SELECT_CLASS}
                aria-label={`Rekening tujuan ${i + 1}`}
                aria-invalid={e?.office_bank_id ? true : undefined}
                disabled={busy || !type?.requires_office_bank}
                {...form.register(`methods.${i}.office_bank_id`, {
                  setValueAs: (v: string) => (v ? v : null),
                })}
              >
                <option value="">{type?.requires_office_bank ? "Pilih rekening" : "-"}</option>
                {banks.map((b) => (
                  <option key={b.id} value={b.id}>
                    {`${b.bank_name ?? ""} ${b.account_number} a.n. ${b.account_name}`}
                  </option>
                ))}
              </select>
              {e?.office_bank_id ? (
                <span className="text-xs text-destructive">{e.office_bank_id.message}</span>
              ) : null}
            </label>
            <div className="flex flex-col gap-1 text-sm">
              <span>Jumlah</span>
              <Controller
                control={form.control}
                name={`methods.${i}.amount`}
                render={({ field: f }) => (
                  <NumberInput
                    spec={PAYMENT_AMOUNT}
                    aria-label={`Jumlah pembayaran ${i + 1}`}
                    aria-invalid={e?.amount ? true : undefined}
                    readOnly={busy}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    ref={f.ref}
                  />
                )}
              />
              {e?.amount ? (
                <span className="text-xs text-destructive">{e.amount.message}</span>
              ) : null}
            </div>
            <div className="flex items-end gap-2">
              <label className="flex flex-1 flex-col gap-1 text-sm">
                No. Referensi
                <input
                  className={SELECT_CLASS}
                  aria-label={`Nomor referensi ${i + 1}`}
                  readOnly={busy}
                  {...form.register(`methods.${i}.reference_number`)}
                />
              </label>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Hapus metode ${i + 1}`}
                disabled={busy || lines.fields.length === 1}
                onClick={() => lines.remove(i)}
              >
                <Glyph d={GLYPH.trash} />
              </Button>
            </div>
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy || lines.fields.length >= PAYMENT_MAX_METHODS}
          onClick={() =>
            lines.append({
              payment_method_type_id: "",
              office_bank_id: null,
              amount: left > 0 ? left : 0,
            })
          }
        >
          <Glyph d={GLYPH.plus} />
          Tambah Metode
        </Button>
        <p className="text-sm" aria-live="polite">
          Dibayar sekarang <strong>{formatRupiah(entered)}</strong> · Sisa setelah bayar{" "}
          <strong
            data-testid="sisa-setelah-bayar"
            className={left < 0 ? "text-destructive" : undefined}
          >
            {formatRupiah(left)}
          </strong>
        </p>
      </div>
      {left < 0 ? <Alert variant="warning">Jumlah pembayaran melebihi sisa tagihan</Alert> : null}
      <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
      <div className="flex justify-end">
        <SaveButton busy={busy} disabled={left < 0} />
      </div>
    </form>
  );
}
