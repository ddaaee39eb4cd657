"use client";

// 'Tolak Topup' of the top-up decisions (topup-decision.tsx), loaded when it is opened.
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/forms/form-actions";
import { TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useToast } from "@/components/widgets/toast";
import { rejectTopup } from "@/components/offices/api";
import { JsonApiError, failureText } from "@/lib/jsonapi-client";
import { formatRupiah } from "@/lib/format";
import type { TRejectTopupInput } from "@/lib/schemas/office";
import { TOPUP_REJECTED, type DecidedTopup } from "./decision-texts";

const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/office").then((m) => m.ZRejectTopupInput),
);

/** 'Tolak Topup': the reason is required; the office sees it in its top-up list. */
export function RejectTopupDialog({
  topup,
  onClose,
  onDone,
}: {
  topup: DecidedTopup;
  onClose: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const form = useForm<TRejectTopupInput>({
    resolver,
    defaultValues: { reject_reason: "" },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await rejectTopup(topup.id, v.reject_reason);
      toast({ variant: "success", description: TOPUP_REJECTED });
      onDone();
    } catch (err) {
      if (err instanceof JsonApiError && [400, 422].includes(err.status)) {
        const text = applyServerErrors(form, err.toFailedResult());
        if (text) toast({ variant: "warning", description: text });
        return;
      }
      // 409: decided meanwhile by someone else; the list shows its outcome.
      toast({ variant: "error", description: failureText(err) });
      onDone();
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <FormDialog
      title="Tolak Topup"
      description={`Topup ${topup.code} sebesar ${formatRupiah(topup.amount)} tidak akan masuk ke saldo.`}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField
        form={form}
        name="reject_reason"
        label="Alasan Penolakan"
        required
        readOnly={busy}
        autoFocus
      />
    </FormDialog>
  );
}
