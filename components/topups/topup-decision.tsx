"use client";

// Deciding a pending top-up, wherever a list of top-ups shows one (the top-up screens, an
// office's balance panel): 'Approve' (the 'yakin' confirmation, then 'Topup berhasil
// diapprove') and 'Tolak' (RejectTopupDialog, a required reason). A top-up decided meanwhile
// answers 409 and the list reloads to show its outcome; its maker is refused with 403.
import * as React from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { useToast } from "@/components/widgets/toast";
import { JsonApiError, failureText } from "@/lib/jsonapi-client";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/forms/form-actions";
import { TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { approveTopup, rejectTopup } from "@/components/offices/api";
import { formatRupiah } from "@/lib/format";
import { ZRejectTopupInput, type TRejectTopupInput } from "@/lib/schemas/office";

export const TOPUP_APPROVED = "Topup berhasil diapprove";
export const TOPUP_REJECTED = "Topup ditolak";

interface DecidedTopup {
  id: string;
  code: string;
  amount: number;
}

/**
 * `buttons(row)`: Approve and Tolak of a row; `dialogs`: what they open (render it once).
 * `approveText` is the confirmation's question; `onChanged` runs after either decision.
 */
export function useTopupDecision<T extends DecidedTopup>({
  approveText,
  onChanged,
  buttonsClassName = "flex gap-2",
}: {
  approveText: (topup: T) => string;
  onChanged: () => void;
  buttonsClassName?: string;
}) {
  const toast = useToast();
  const [approving, setApproving] = React.useState<T | null>(null);
  const [rejecting, setRejecting] = React.useState<T | null>(null);
  const [busy, setBusy] = React.useState(false);

  const onApprove = async () => {
    if (!approving) return;
    setBusy(true);
    try {
      await approveTopup(approving.id);
      toast({ variant: "success", description: TOPUP_APPROVED });
    } catch (err) {
      // 403 (its maker), 409 (decided meanwhile), 422 (a debit would go below zero) ...
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setBusy(false);
      setApproving(null);
      onChanged();
    }
  };

  const buttons = (row: T) => (
    <div className={buttonsClassName}>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Approve ${row.code}`}
        onClick={() => setApproving(row)}
      >
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Approve
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Tolak ${row.code}`}
        onClick={() => setRejecting(row)}
      >
        <XCircle className="size-4" aria-hidden="true" />
        Tolak
      </Button>
    </div>
  );

  const dialogs = (
    <>
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => {
          if (!o && !busy) setApproving(null);
        }}
        variant="yakin"
        title="Approve Topup"
        text={approving ? approveText(approving) : ""}
        busy={busy}
        onConfirm={onApprove}
      />
      {rejecting ? (
        <RejectTopupDialog
          topup={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            onChanged();
          }}
        />
      ) : null}
    </>
  );

  return { buttons, dialogs };
}

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
    resolver: zodResolver(ZRejectTopupInput),
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
