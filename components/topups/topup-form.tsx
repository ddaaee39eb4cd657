"use client";

// The '/tambah' form of a top-up screen (components/topups/config.ts): the office from the
// 'Daftar Kantor' picker (limited to the screen's category), the amount (NumberInput, whole
// rupiah), the transfer date and a note. It posts offices/{id}/-actions/topUpStockist with the
// screen's kind; the top-up is pending until another user approves it. For an SC deposit the form
// shows what the deposit will be (amount x sc_deposit_multiplier, the server's setup value given
// by the page); the server computes and stores it, the figure here is only a preview.
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { DateInput } from "@/components/forms/date-input";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { FormField, TextField } from "@/components/forms/form-field";
import { NumberField } from "@/components/forms/number-field";
import { SaveButton } from "@/components/forms/save-button";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { OfficePickerField } from "@/components/forms/office-picker-field";
import { useToast } from "@/components/widgets/toast";
import { TOPUP_AMOUNT } from "@/lib/bounds";
import { parseNumberText } from "@/lib/number-input";
import { formatRupiah } from "@/lib/format";
import { JsonApiError, failureText } from "@/lib/jsonapi-client";
import { depositCredit, topupMinimumMessage } from "@/lib/labels/topups";
import type { TopupScreen } from "./config";
import type { topupScreenForm } from "./topup-form-schema";

type FormInput = z.input<ReturnType<typeof topupScreenForm>>;
type FormOutput = z.output<ReturnType<typeof topupScreenForm>>;

const FIELD_OF_POINTER: Record<string, "amount" | "transfer_date" | "description"> = {
  "/data/attributes/amount": "amount",
  "/data/attributes/transfer_date": "transfer_date",
  "/data/attributes/description": "description",
};

export function TopupForm({
  cfg,
  multiplier,
  minimum,
}: {
  /**
   * The screen's config (TOPUP_SCREENS[key], given by the page: not the whole table). The page
   * checks that the screen creates top-ups and the user may (topup-create-access.tsx).
   */
  cfg: TopupScreen;
  /** sc_deposit_multiplier as the setup holds it (deposit screens), for the preview. */
  multiplier: string | null;
  /** The kind's Setup minimum (readTopupMinimum), null when there is none. */
  minimum: number | null;
}) {
  const router = useRouter();
  const toast = useToast();
  const [alert, setAlert] = React.useState<string | null>(null);
  const [saved, setSaved] = React.useState(false);
  // The schema depends on the kind's minimum: one loader per minimum (zod loads on first use).
  const resolver = React.useMemo(
    () =>
      lazyZodResolver(() => import("./topup-form-schema").then((m) => m.topupScreenForm(minimum))),
    [minimum],
  );
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: { office: "", amount: null, transfer_date: "", description: "" },
  });
  const deposit = cfg.kind === "deposit_sc";
  const amount = useWatch({ control: form.control, name: "amount" });
  // The amount field holds the typed text (NumberInput); the preview parses it like the schema.
  const typed =
    typeof amount === "string" ? parseNumberText(amount) : { ok: true as const, value: amount };
  const preview =
    deposit &&
    multiplier &&
    typed.ok &&
    Number.isSafeInteger(typed.value) &&
    Number(typed.value) > 0
      ? depositCredit(BigInt(Number(typed.value)), multiplier)
      : null;

  const save = async (v: FormOutput) => {
    setAlert(null);
    try {
      // The office action's client is needed only by a save: it loads then.
      const { officeAction } = await import("@/components/offices/api");
      await officeAction(v.office, "topUpStockist", {
        data: {
          type: "topups",
          attributes: {
            amount: v.amount,
            topup_type: cfg.kind,
            transfer_date: v.transfer_date || null,
            description: v.description || null,
          },
        },
      });
      toast({ variant: "success", description: "Data Berhasil disimpan" });
      setSaved(true);
      // replace: the list takes the place of the unsaved-changes guard's copy of this page.
      router.replace(cfg.basePath);
    } catch (err) {
      if (err instanceof JsonApiError) {
        let other: string | null = null;
        for (const [pointer, detail] of Object.entries(err.pointers)) {
          const field = FIELD_OF_POINTER[pointer];
          if (field) form.setError(field, { type: "server", message: detail });
          else other ??= detail;
        }
        if (Object.keys(err.pointers).length === 0 || other) setAlert(other ?? err.message);
        return;
      }
      setAlert(failureText(err));
    }
  };

  // Leaving with what was typed (Back, a link, closing the tab) asks first (SPEC §5).
  useUnsavedChanges(form.formState.isDirty && !saved);

  // A saved top-up keeps the form locked until the list has opened: a second click on 'Simpan'
  // while the navigation runs would post a second top-up.
  const busy = form.formState.isSubmitting || saved;
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">{cfg.createLabel}</h1>
          <p className="text-sm text-muted-foreground">{cfg.description}</p>
        </div>
        <Link href={cfg.basePath} className={buttonVariants({ variant: "outline" })}>
          Kembali ke {cfg.title}
        </Link>
      </header>
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      <form
        noValidate
        aria-label={cfg.createLabel}
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(save)}
      >
        <Card>
          <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
            <OfficePickerField
              form={form}
              name="office"
              id="field-office"
              label={cfg.officeLabel}
              categoryId={cfg.officeCategoryId}
            />
            <NumberField
              control={form.control}
              name="amount"
              id="field-amount"
              label={deposit ? "Jumlah Bayar" : "Jumlah"}
              spec={TOPUP_AMOUNT}
              required
              readOnly={busy}
              hint={minimum === null ? undefined : topupMinimumMessage(minimum)}
            />
            {deposit ? (
              <div
                className="flex flex-col gap-1 text-sm md:col-span-2"
                data-testid="deposit-preview"
              >
                <span className="text-muted-foreground">
                  Pengali deposit (Setup sc_deposit_multiplier): {multiplier ?? "belum diatur"}
                </span>
                <span className="font-semibold">
                  Deposit yang masuk: {preview === null ? "-" : formatRupiah(preview)}
                </span>
              </div>
            ) : null}
            <FormField
              id="field-transfer-date"
              label="Tanggal Transfer"
              error={form.formState.errors.transfer_date?.message}
            >
              <Controller
                control={form.control}
                name="transfer_date"
                render={({ field: f }) => (
                  <DateInput
                    id="field-transfer-date"
                    aria-invalid={form.formState.errors.transfer_date ? true : undefined}
                    readOnly={busy}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    ref={f.ref}
                  />
                )}
              />
            </FormField>
            <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
          </CardContent>
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          <Link href={cfg.basePath} className={buttonVariants({ variant: "outline" })}>
            Batal
          </Link>
          <SaveButton busy={busy} />
        </div>
      </form>
    </div>
  );
}
