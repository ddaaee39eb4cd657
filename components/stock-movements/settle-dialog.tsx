"use client";

// Settling goods in transit (docs/stock-movements.md "Goods in transit"): the units a partial
// receipt did not confirm, per line. The sender ("Selesaikan") says where they are: still at the
// sender (back into its stock, or sent again as a susulan) or lost on the road (expedition and
// claim reference); the receiver ("Rusak saat diterima") books units that arrived damaged into
// its damaged warehouse. One dialog for both, the FormDialog pattern of the detail page, run
// through the screen's one submit (detail-dialogs.tsx); the server (PATCH
// stock-movements/{id}/-actions/settle) decides, its field errors land here.
import * as React from "react";
import { ExpeditionField } from "./expedition-field";
import { FormDialog } from "@/components/forms/form-actions";
import { FormField } from "@/components/forms/form-field";
import { NumberInput } from "@/components/forms/number-input";
import { ReasonField } from "@/components/widgets/detail-parts";
import { callAction } from "@/components/setup/action-client";
import { useToast } from "@/components/widgets/toast";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { COUNT } from "@/lib/bounds";
import { formatNumber } from "@/lib/format";
import { SETTLEMENT_OUTCOME_LABEL, type SettlementOutcome } from "@/lib/labels/stock";
import { JsonApiError, failureText, type ResourceObject } from "@/lib/jsonapi-client";
import { parseNumberText } from "@/lib/number-input";
import {
  movementBody,
  type LineAttributes,
  type LoadedMovement,
  type MovementDialogProps,
} from "./api";

const SENDER_OUTCOMES = ["returned", "susulan", "lost"] as const satisfies SettlementOutcome[];

export function SettleDialog({
  loaded,
  side,
  busy,
  submit,
  onClose,
  onDone,
}: {
  loaded: LoadedMovement;
  /** origin: "Selesaikan" (returned, susulan, lost); destination: "Rusak saat diterima". */
  side: "origin" | "destination";
} & MovementDialogProps) {
  const toast = useToast();
  const id = loaded.movement.id;
  const lines = loaded.lines.filter((l) => l.attributes.in_transit_quantity > 0);
  const [outcome, setOutcome] = React.useState<SettlementOutcome>(
    side === "origin" ? "returned" : "damaged",
  );
  const [values, setValues] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.id, String(l.attributes.in_transit_quantity)])),
  );
  const [reason, setReason] = React.useState("");
  const [expedition, setExpedition] = React.useState(
    loaded.movement.attributes.expedition_id ?? "",
  );
  const [claim, setClaim] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const lost = outcome === "lost";

  const lineError = (l: ResourceObject<LineAttributes>) => errors[l.id];

  const settle = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const details: { id: string; quantity: number }[] = [];
    for (const l of lines) {
      const parsed = parseNumberText(values[l.id] ?? "");
      const max = l.attributes.in_transit_quantity;
      if (!parsed.ok) next[l.id] = parsed.message;
      else if (parsed.value === null || parsed.value === 0) continue;
      else if (!Number.isInteger(parsed.value) || parsed.value < 0 || parsed.value > max)
        next[l.id] = `Jumlah harus 0 sampai ${formatNumber(max)}`;
      else details.push({ id: l.id, quantity: parsed.value });
    }
    if (Object.keys(next).length === 0 && details.length === 0)
      next.details = "Isi jumlah minimal satu barang";
    if (!reason.trim()) next.reason = "Alasan wajib diisi";
    if (lost && !expedition) next.expedition_id = "Ekspedisi wajib diisi";
    if (lost && !claim.trim()) next.claim_reference = "Nomor klaim wajib diisi";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    void submit(
      async () => {
        const res = await callAction<{ meta?: { message?: string } }>(
          `stock-movements/${id}/-actions/settle`,
          "PATCH",
          movementBody(id, {
            outcome,
            reason: reason.trim(),
            details,
            ...(lost ? { expedition_id: expedition, claim_reference: claim.trim() } : {}),
          }),
        );
        return onDone(res.meta?.message ?? "Barang dalam perjalanan berhasil diselesaikan");
      },
      (err) => {
        if (err instanceof JsonApiError && Object.keys(err.fieldErrors).length > 0) {
          // `/data/attributes/details/{i}/...` names the i-th line sent: shown at that line.
          const mapped: Record<string, string> = { ...err.fieldErrors };
          for (const [pointer, message] of Object.entries(err.pointers)) {
            const m = /^\/data\/attributes\/details\/(\d+)\//.exec(pointer);
            const lineId = m ? details[Number(m[1])]?.id : undefined;
            if (lineId) {
              mapped[lineId] = message;
              delete mapped.details;
            }
          }
          setErrors(mapped);
          return;
        }
        toast({ variant: "error", description: failureText(err) });
        onClose();
      },
    );
  };

  return (
    <FormDialog
      title={side === "origin" ? "Selesaikan Barang dalam Perjalanan" : "Rusak saat Diterima"}
      description={
        side === "origin"
          ? "Barang yang belum diterima tetap dalam perjalanan sampai pengirim menyelesaikannya."
          : "Barang yang tiba dalam keadaan rusak masuk ke gudang rusak kantor penerima."
      }
      busy={busy}
      onClose={onClose}
      onSubmit={settle}
    >
      {side === "origin" ? (
        <FormField id="settle-outcome" label="Penyelesaian" required error={errors.outcome}>
          <select
            id="settle-outcome"
            className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as SettlementOutcome)}
            disabled={busy}
          >
            {SENDER_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {SETTLEMENT_OUTCOME_LABEL[o]}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      <Table aria-label="Barang dalam perjalanan">
        <TableHeader>
          <TableRow>
            <TableHead>Barang</TableHead>
            <TableHead className="text-right">Dalam Perjalanan</TableHead>
            <TableHead pin="end">Jumlah</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((l, i) => (
            <TableRow key={l.id}>
              <TableCell>
                {l.attributes.product_code ?? "-"} {l.attributes.product_name ?? ""}
              </TableCell>
              <TableCell className="text-right">
                {formatNumber(l.attributes.in_transit_quantity)}
              </TableCell>
              <TableCell pin="end">
                <NumberInput
                  className="w-24 sm:w-32"
                  spec={{ ...COUNT, max: l.attributes.in_transit_quantity }}
                  aria-label={`Jumlah diselesaikan baris ${i + 1}`}
                  aria-invalid={lineError(l) ? true : undefined}
                  readOnly={busy}
                  value={values[l.id] ?? ""}
                  onChange={(text) => setValues((v) => ({ ...v, [l.id]: text }))}
                />
                {lineError(l) ? (
                  <p className="mt-1 text-xs text-destructive">{lineError(l)}</p>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {errors.details ? <p className="text-xs text-destructive">{errors.details}</p> : null}
      {lost ? (
        <>
          <ExpeditionField
            id="settle-expedition"
            value={expedition}
            onChange={setExpedition}
            error={errors.expedition_id}
            disabled={busy}
          />
          <FormField
            id="settle-claim"
            label="Nomor Klaim Ekspedisi"
            required
            error={errors.claim_reference}
          >
            <input
              id="settle-claim"
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
              value={claim}
              maxLength={100}
              aria-invalid={errors.claim_reference ? true : undefined}
              onChange={(e) => setClaim(e.target.value)}
              readOnly={busy}
            />
          </FormField>
        </>
      ) : null}
      <ReasonField
        id="settle-reason"
        value={reason}
        onChange={setReason}
        error={errors.reason ?? null}
        busy={busy}
      />
    </FormDialog>
  );
}
