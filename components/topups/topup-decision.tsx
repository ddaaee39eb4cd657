"use client";

// Deciding a pending top-up, wherever a list of top-ups shows one (the top-up screens, an
// office's balance panel): 'Approve' (the 'yakin' confirmation, then 'Topup berhasil
// diapprove') and 'Tolak' (RejectTopupDialog, a required reason). A top-up decided meanwhile
// answers 409 and the list reloads to show its outcome; its maker is refused with 403.
import * as React from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSubmit } from "@/components/forms/use-submit";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { useToast } from "@/components/widgets/toast";
import { failureText } from "@/lib/jsonapi-client";
import { approveTopup } from "@/components/offices/api";
import { TOPUP_APPROVED, type DecidedTopup } from "./decision-texts";

// 'Tolak Topup' (a form with its schema) loads when it is opened (docs/browser-performance.md).
const RejectTopupDialog = React.lazy(() =>
  import("./reject-topup-dialog").then((m) => ({ default: m.RejectTopupDialog })),
);

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
  const { busy, submit } = useSubmit();

  const onApprove = async () => {
    const target = approving;
    if (!target) return;
    // Either way the dialog closes and the list reloads to show the topup's outcome.
    const close = () => {
      setApproving(null);
      onChanged();
    };
    await submit(
      async () => {
        await approveTopup(target.id);
        toast({ variant: "success", description: TOPUP_APPROVED });
        close();
        return "done";
      },
      (err) => {
        // 403 (its maker), 409 (decided meanwhile), 422 (a debit would go below zero) ...
        toast({ variant: "error", description: failureText(err) });
        close();
      },
    );
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
        <React.Suspense fallback={null}>
          <RejectTopupDialog
            topup={rejecting}
            onClose={() => setRejecting(null)}
            onDone={() => {
              setRejecting(null);
              onChanged();
            }}
          />
        </React.Suspense>
      ) : null}
    </>
  );

  return { buttons, dialogs };
}
