"use client";

// The "Terima Barang" form of a sent movement: the destination records how many units of each
// line arrived (partial allowed; the rest stays in transit until settled). Used by the movement
// detail page (detail-screen.tsx) and the tambah-barang-masuk page (receive-screen.tsx), which
// imports this module alone instead of the whole detail screen. It runs through the screen's
// one submit (useSubmit), busy until the screen has reloaded or moved on.
import * as React from "react";
import { PackageCheck } from "lucide-react";
import { NumberInput } from "@/components/forms/number-input";
import { type Submit, type SubmitEnd } from "@/components/forms/use-submit";
import { callAction } from "@/components/setup/action-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useToast } from "@/components/widgets/toast";
import { COUNT } from "@/lib/bounds";
import { formatNumber } from "@/lib/format";
import { JsonApiError, failureText } from "@/lib/jsonapi-client";
import { parseNumberText } from "@/lib/number-input";
import { movementBody, type LoadedMovement } from "./api";

/** SPEC §8: the title of a failed receipt. */
export const RECEIVE_FAILED = "Pengiriman gagal diterima";

/** The "Terima Barang" form of a sent movement (the detail page and the tambah-barang-masuk page). */
export function ReceiveForm({
  loaded,
  busy,
  submit,
  onDone,
}: {
  loaded: LoadedMovement;
  /** The page's one submit (useSubmit): locked from the click until the receipt is on screen. */
  busy: boolean;
  submit: Submit["submit"];
  /** Received: the page shows `message` and says how it moves on (reload, or leave). */
  onDone: (message: string) => SubmitEnd;
}) {
  const toast = useToast();
  const id = loaded.movement.id;
  const [values, setValues] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(loaded.lines.map((l) => [l.id, String(l.attributes.quantity)])),
  );
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  // Received: the form stays locked while the page reloads or moves on (a second click would
  // answer 'already received' right after the success): `busy` ends only then.
  const locked = busy;

  const receive = (e: React.FormEvent) => {
    e.preventDefault();
    if (locked) return;
    const next: Record<string, string> = {};
    const details: { id: string; received_quantity: number }[] = [];
    for (const l of loaded.lines) {
      const parsed = parseNumberText(values[l.id] ?? "", "integer");
      const v = parsed.ok ? parsed.value : null;
      if (!parsed.ok) next[l.id] = parsed.message;
      else if (v === null) next[l.id] = "Kolom wajib diisi";
      else if (!Number.isInteger(v) || v < 0 || v > l.attributes.quantity)
        next[l.id] = `Jumlah diterima harus 0 sampai ${formatNumber(l.attributes.quantity)}`;
      else details.push({ id: l.id, received_quantity: v });
    }
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    void submit(
      async () => {
        const res = await callAction<{ meta?: { message?: string } }>(
          `stock-movements/${id}/-actions/recieve`,
          "PATCH",
          movementBody(id, { details }),
        );
        const partial = details.some(
          (d) =>
            d.received_quantity <
            (loaded.lines.find((l) => l.id === d.id)?.attributes.quantity ?? 0),
        );
        return onDone(
          `${res.meta?.message ?? "Barang berhasil diterima"}${partial ? ". Sisa barang tercatat dalam perjalanan sampai diselesaikan pengirim." : ""}`,
        );
      },
      (err) => {
        const detail = failureText(err);
        if (err instanceof JsonApiError && err.fieldErrors.details) setFormError(detail);
        toast({ variant: "error", title: RECEIVE_FAILED, description: detail });
      },
    );
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">Terima Barang</h2>
        <p className="text-sm text-muted-foreground">
          Isi jumlah yang benar-benar diterima per barang. Sisa yang belum diterima tetap tercatat
          dalam perjalanan sampai pengirim menyelesaikannya (kembali ke stok, dikirim susulan, atau
          hilang); barang yang tiba rusak dicatat lewat &quot;Rusak saat diterima&quot;.
        </p>
        {formError ? (
          <Alert variant="error">
            <strong className="block">{RECEIVE_FAILED}</strong>
            {formError}
          </Alert>
        ) : null}
        <form onSubmit={receive} noValidate aria-label="Terima Barang">
          <Table aria-label="Barang pengiriman">
            <TableHeader>
              <TableRow>
                <TableHead>Kode Barang</TableHead>
                <TableHead>Nama Barang</TableHead>
                <TableHead className="text-right">Dikirim</TableHead>
                <TableHead pin="end">Diterima</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaded.lines.map((l, i) => (
                <TableRow key={l.id}>
                  <TableCell>{l.attributes.product_code ?? "-"}</TableCell>
                  <TableCell>{l.attributes.product_name ?? "-"}</TableCell>
                  <TableCell className="text-right">
                    {formatNumber(l.attributes.quantity)}
                  </TableCell>
                  <TableCell pin="end">
                    <NumberInput
                      className="w-24 sm:w-32"
                      spec={{ ...COUNT, max: l.attributes.quantity }}
                      aria-label={`Jumlah diterima baris ${i + 1}`}
                      aria-invalid={errors[l.id] ? true : undefined}
                      readOnly={locked}
                      value={values[l.id] ?? ""}
                      onChange={(text) => setValues((v) => ({ ...v, [l.id]: text }))}
                    />
                    {errors[l.id] ? (
                      <p className="mt-1 text-xs text-destructive">{errors[l.id]}</p>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className="mt-3 flex justify-end">
            <Button type="submit" disabled={locked}>
              <PackageCheck className="size-4" aria-hidden="true" />
              {locked ? "Menyimpan..." : "Terima Barang"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
