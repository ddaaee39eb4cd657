"use client";

// The dialogs of a movement's detail page, one per header action (detail-actions.tsx): send (with
// the expedition, tracking number and cost, or a pick-up's hand-over), cancel and the complaint
// decisions (a reason), and the settlement of units in transit (settle-dialog.tsx). Each runs its
// action through the screen's one submit (useSubmit): a success shows its message, closes the
// dialog and reloads the movement, and the screen stays busy until the reloaded movement is
// shown; field errors stay in the dialog, any other failure closes it with a toast.
import * as React from "react";
import { ExpeditionField } from "./expedition-field";
import { FormDialog } from "@/components/forms/form-actions";
import { FormField } from "@/components/forms/form-field";
import { NumberInput } from "@/components/forms/number-input";
import type { Submit } from "@/components/forms/use-submit";
import { callAction } from "@/components/setup/action-client";
import { ReasonField } from "@/components/widgets/detail-parts";
import { useToast } from "@/components/widgets/toast";
import { MONEY } from "@/lib/bounds";
import { JsonApiError, failureText } from "@/lib/jsonapi-client";
import { parseNumberText } from "@/lib/number-input";
import { movementBody, type LoadedMovement, type MovementDialogProps } from "./api";
import { SettleDialog } from "./settle-dialog";

export type MovementDialog =
  "send" | "cancel" | "approveComplain" | "declineComplain" | "settle" | "damaged";

/** The open dialog of the detail page (none: nothing). */
export function MovementDialogs({
  dialog,
  loaded,
  busy,
  submit,
  onClose,
  onDone,
}: {
  dialog: MovementDialog | null;
  loaded: LoadedMovement | null;
  busy: boolean;
  submit: Submit["submit"];
  onClose: () => void;
  onDone: MovementDialogProps["onDone"];
}) {
  if (!dialog || !loaded) return null;
  const props: MovementDialogProps = { busy, submit, onClose, onDone };
  const id = loaded.movement.id;
  if (dialog === "send")
    return (
      <SendDialog id={id} deliveryMethod={loaded.movement.attributes.delivery_method} {...props} />
    );
  if (dialog === "settle" || dialog === "damaged")
    return (
      <SettleDialog
        loaded={loaded}
        side={dialog === "settle" ? "origin" : "destination"}
        {...props}
      />
    );
  return <ReasonDialog id={id} action={dialog} {...props} />;
}

function SendDialog({
  id,
  deliveryMethod,
  busy,
  submit,
  onClose,
  onDone,
}: {
  id: string;
  deliveryMethod: "dikirim" | "diambil";
} & MovementDialogProps) {
  const toast = useToast();
  const dikirim = deliveryMethod === "dikirim";
  const [expedition, setExpedition] = React.useState("");
  const [tracking, setTracking] = React.useState("");
  const [cost, setCost] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    let shippingCost: number | null = null;
    if (dikirim) {
      if (!expedition) next.expedition_id = "Ekspedisi wajib diisi";
      const parsed = parseNumberText(cost, "rupiah");
      if (!parsed.ok) next.shipping_cost = parsed.message;
      else if (parsed.value !== null && (!Number.isInteger(parsed.value) || parsed.value < 0))
        next.shipping_cost = "Ongkos kirim harus bilangan bulat tidak negatif";
      else shippingCost = parsed.value;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    void submit(
      async () => {
        const res = await callAction<{ meta?: { message?: string } }>(
          `stock-movements/${id}/-actions/send`,
          "PATCH",
          movementBody(
            id,
            dikirim
              ? {
                  expedition_id: expedition,
                  tracking_number: tracking.trim() || null,
                  shipping_cost: shippingCost ?? 0,
                }
              : {},
          ),
        );
        return onDone(res.meta?.message ?? "Barang berhasil dikirim");
      },
      (err) => {
        if (err instanceof JsonApiError && Object.keys(err.fieldErrors).length > 0) {
          setErrors(err.fieldErrors);
          return;
        }
        toast({ variant: "error", description: failureText(err) });
        onClose();
      },
    );
  };

  return (
    <FormDialog
      title="Kirim Barang"
      description={
        dikirim
          ? "Barang dikirim lewat ekspedisi. Stok keluar dari gudang asal saat dikirim."
          : "Barang diambil sendiri oleh penerima. Stok keluar dari gudang asal saat diambil."
      }
      busy={busy}
      onClose={onClose}
      onSubmit={send}
    >
      {dikirim ? (
        <>
          <ExpeditionField
            id="send-expedition"
            value={expedition}
            onChange={setExpedition}
            error={errors.expedition_id}
            disabled={busy}
          />
          <FormField id="send-tracking" label="No. Resi" error={errors.tracking_number}>
            <input
              id="send-tracking"
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
              value={tracking}
              maxLength={100}
              onChange={(e) => setTracking(e.target.value)}
              readOnly={busy}
            />
          </FormField>
          <FormField id="send-cost" label="Ongkos Kirim" error={errors.shipping_cost}>
            <NumberInput
              id="send-cost"
              spec={MONEY}
              value={cost}
              aria-invalid={errors.shipping_cost ? true : undefined}
              onChange={setCost}
              readOnly={busy}
            />
          </FormField>
        </>
      ) : (
        <p className="text-sm">Tandai barang ini sudah diambil?</p>
      )}
    </FormDialog>
  );
}

const REASON_DIALOG = {
  cancel: {
    title: "Batalkan Pengiriman",
    description: "Pengiriman yang dibatalkan tidak dapat dikemas atau dikirim lagi. Yakin?",
    required: false,
  },
  approveComplain: {
    title: "Setujui Komplain",
    description: "Komplain disetujui satu kali dan tidak dapat diubah lagi.",
    required: true,
  },
  declineComplain: {
    title: "Tolak Komplain",
    description: "Komplain ditolak satu kali dan tidak dapat diubah lagi.",
    required: true,
  },
} as const;

function ReasonDialog({
  id,
  action,
  busy,
  submit,
  onClose,
  onDone,
}: {
  id: string;
  action: keyof typeof REASON_DIALOG;
} & MovementDialogProps) {
  const toast = useToast();
  const cfg = REASON_DIALOG[action];
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);

  const decide = (e: React.FormEvent) => {
    e.preventDefault();
    if (cfg.required && !reason.trim()) {
      setError("Alasan wajib diisi");
      return;
    }
    void submit(
      async () => {
        const res = await callAction<{ meta?: { message?: string } }>(
          `stock-movements/${id}/-actions/${action}`,
          "PATCH",
          movementBody(id, { reason: reason.trim() }),
        );
        return onDone(res.meta?.message ?? "Data berhasil diubah");
      },
      (err) => {
        if (err instanceof JsonApiError && err.fieldErrors.reason) {
          setError(err.fieldErrors.reason);
          return;
        }
        toast({ variant: "error", description: failureText(err) });
        onClose();
      },
    );
  };

  return (
    <FormDialog
      title={cfg.title}
      description={cfg.description}
      busy={busy}
      onClose={onClose}
      onSubmit={decide}
    >
      <ReasonField
        id="movement-reason"
        value={reason}
        onChange={setReason}
        error={error}
        busy={busy}
        required={cfg.required}
      />
    </FormDialog>
  );
}
