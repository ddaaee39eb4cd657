"use client";

// The retur detail of every retur screen (config.ts): header data, the lines (quantity, received,
// default price, price, value, reason), its shipment(s) through the one movement lifecycle, its
// credit, the state history (who, when, from, to, note), and the steps the caller's side and
// permissions allow: Penjualan 'Validasi' (draft) and 'Tetapkan Harga' (received); the
// returning office (or Pusat) 'Batalkan Retur' with a reason until the goods leave; the sender
// 'Kirim Barang' (validated) and 'Selesaikan Sisa' (returned / lost); the receiver 'Terima
// Barang' (all or part) and 'Rusak saat diterima' for what arrived damaged. While the retur is
// a draft its writer edits a line's quantity and reason ('Ubah', PATCH retur-details/{id}) or
// removes it ('Hapus', DELETE retur-details/{id}; not the last one). At 'Tetapkan Harga' a line's
// price is at most its latest paid price unless the caller holds returs.override-price.
import * as React from "react";
import Link from "next/link";
import {
  Ban,
  CheckCircle2,
  HandCoins,
  PackageCheck,
  Pencil,
  Send,
  Trash2,
  Undo2,
} from "lucide-react";
import { can } from "@/components/data-table/permissions";
import { FormDialog } from "@/components/forms/form-actions";
import { FormField } from "@/components/forms/form-field";
import { NumberInput } from "@/components/forms/number-input";
import { callAction } from "@/components/setup/action-client";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import {
  EmptyRow,
  Info,
  LinesTable,
  ReasonField,
  StatusHistoryCard,
  historyRows,
  type DocumentHistoryResource,
} from "@/components/widgets/detail-parts";
import { LocalDateTime, localDateTime } from "@/components/widgets/local-date-time";
import { DocumentDetailFrame } from "@/components/widgets/document-detail-frame";
import { useToast } from "@/components/widgets/toast";
import { MovementStatusBadge } from "@/components/stock-movements/status-badge";
import { formatNumber, formatRupiah } from "@/lib/format";
import {
  browserGet,
  deleteResource,
  failureText,
  listResources,
  updateResource,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import { parseNumberText } from "@/lib/number-input";
import { cn } from "@/lib/utils";
import { RETUR_MAX_PRICE, RETUR_MAX_QUANTITY } from "@/lib/labels/returs";
import type { NumberSpec } from "@/lib/bounds";
import {
  RETUR_SCREENS,
  returStatusLabel,
  type ReturAttributes,
  type ReturDetailAttributes,
  type ReturScreenKey,
  type ReturShipmentAttributes,
} from "./config";
import { ReturStatusBadge } from "./status-badge";

const PRICE: NumberSpec = { kind: "rupiah", min: 0, max: RETUR_MAX_PRICE };
const QUANTITY: NumberSpec = { kind: "integer", min: 0, max: RETUR_MAX_QUANTITY };
const LINE_QUANTITY: NumberSpec = { kind: "integer", min: 1, max: RETUR_MAX_QUANTITY };
/** The one permission that lets a retur price exceed the latest paid one (set-retur-price.ts). */
const OVERRIDE_PRICE = "returs.override-price";

/**
 * The typed number of a dialog field, or the message to show at it: not a number, below the
 * spec's minimum, or above `max` (with its own message).
 */
function typedValue(
  value: number | string | null | undefined,
  spec: NumberSpec,
  max: { value: number; message: string },
): { ok: true; value: number } | { ok: false; message: string } {
  const parsed =
    typeof value === "number"
      ? { ok: true as const, value }
      : parseNumberText(value ?? "", spec.kind);
  if (!parsed.ok) return parsed;
  if (parsed.value === null) return { ok: false, message: "Wajib diisi" };
  if (parsed.value < spec.min)
    return { ok: false, message: spec.min > 0 ? `Minimal ${spec.min}` : "Tidak boleh negatif" };
  if (parsed.value > max.value) return { ok: false, message: max.message };
  return { ok: true, value: parsed.value };
}

/** A retur's own wording of its history actions (the rest: lib/labels/history.ts). */
const ACTION_LABEL: Record<string, string> = {
  "set-price": "Harga ditetapkan, saldo dikreditkan",
};

interface MovementLine {
  id: string;
  product_code: string | null;
  product_name: string | null;
  quantity: number;
  received_quantity: number;
  in_transit_quantity: number;
}

interface Loaded {
  retur: ResourceObject<ReturAttributes>;
  lines: ResourceObject<ReturDetailAttributes>[];
  shipments: ResourceObject<ReturShipmentAttributes>[];
  movementLines: (MovementLine & { movementId: string })[];
  history: DocumentHistoryResource[];
}

/**
 * The retur with its lines, shipments and history; the shipments' lines (for receiving and
 * settling) only for a caller who reads movement lines (Penjualan does not: it neither ships
 * nor receives).
 */
async function load(id: string, withLines: boolean, signal: AbortSignal): Promise<Loaded> {
  const [retur, lines, shipments, history] = await Promise.all([
    browserGet(`returs/${id}`, signal) as Promise<{ data: ResourceObject<ReturAttributes> }>,
    browserGet(`returs/${id}/details?page[size]=200`, signal) as Promise<{
      data: ResourceObject<ReturDetailAttributes>[];
    }>,
    listResources<ReturShipmentAttributes>(
      "retur-shipments",
      { filter: { retur_id: id }, sort: "createdAt", page: { number: 1, size: 20 } },
      signal,
    ),
    browserGet(`returs/${id}/-actions/history`, signal) as Promise<{
      data: DocumentHistoryResource[];
    }>,
  ]);
  const movementLines = (
    await Promise.all(
      (withLines ? shipments.resources : []).map((s) =>
        listResources<MovementLine>(
          "movement-details",
          { filter: { stock_movement_id: s.id }, page: { number: 1, size: 200 } },
          signal,
        ).then((r) => r.rows.map((l) => ({ ...l, movementId: s.id }))),
      ),
    )
  ).flat();
  return {
    retur: retur.data,
    lines: lines.data,
    shipments: shipments.resources,
    movementLines,
    history: history.data,
  };
}

type Step =
  | "validate"
  | "cancel"
  | "ship"
  | "receive"
  | "settle"
  | "price"
  | "edit-line"
  | "delete-line"
  | null;

export function ReturDetail({ screen, id }: { screen: ReturScreenKey; id: string }) {
  const cfg: (typeof RETUR_SCREENS)[ReturScreenKey] = RETUR_SCREENS[screen];
  const user = useSessionUser();
  const toast = useToast();
  const [version, setVersion] = React.useState(0);
  const [loaded, setLoaded] = React.useState<Loaded | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [step, setStep] = React.useState<Step>(null);
  const [busy, setBusy] = React.useState(false);
  const [reason, setReason] = React.useState("");
  const [stepError, setStepError] = React.useState<string | null>(null);
  const [expeditions, setExpeditions] = React.useState<{ id: string; name: string }[]>([]);
  const [expedition, setExpedition] = React.useState("");
  const [tracking, setTracking] = React.useState("");
  const [claim, setClaim] = React.useState("");
  const [outcome, setOutcome] = React.useState("lost");
  const [quantities, setQuantities] = React.useState<Record<string, number | string | null>>({});
  const [fieldErrors, setFieldErrors] = React.useState<Record<string, string>>({});
  /** The line 'Ubah' / 'Hapus' works on, and the edited quantity. */
  const [lineId, setLineId] = React.useState<string | null>(null);
  const [lineQuantity, setLineQuantity] = React.useState<number | string | null>(null);

  const withLines = can(user, "movement-details.view");
  React.useEffect(() => {
    const ac = new AbortController();
    load(id, withLines, ac.signal)
      .then((l) => {
        setLoaded(l);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setError(failureText(err));
      });
    return () => ac.abort();
  }, [id, version, withLines]);

  React.useEffect(() => {
    if (step !== "ship" && step !== "settle") return;
    void listResources<{ name: string }>("expeditions", {
      sort: "name",
      page: { number: 1, size: 100 },
      fields: { expeditions: ["name"] },
    }).then((r) => setExpeditions(r.rows.map((e) => ({ id: e.id, name: e.name }))));
  }, [step]);

  const a = loaded?.retur.attributes;
  const mine = a && (user.officeId === a.origin_office_id || user.roles.includes("superadmin"));
  const receiving =
    a && (user.officeId === a.destination_office_id || user.roles.includes("superadmin"));
  const shipment = loaded?.shipments.find((s) => s.attributes.status !== "cancelled") ?? null;
  const inTransit = (loaded?.movementLines ?? []).filter(
    (l) => l.movementId === shipment?.id && l.in_transit_quantity > 0,
  );
  const pusat = user.officeCategoryId === 1 || user.roles.includes("superadmin");
  const may = {
    validate: a?.status === "draft" && pusat && can(user, "returs.validate"),
    cancel:
      (a?.status === "draft" || a?.status === "validated") &&
      (mine || pusat) &&
      can(user, "returs.cancel"),
    ship: a?.status === "validated" && !!shipment && !!mine && can(user, "retur-shipments.ship"),
    receive:
      a?.status === "shipped" &&
      shipment?.attributes.status === "sent" &&
      !!receiving &&
      can(user, "retur-shipments.receive"),
    settle:
      inTransit.length > 0 &&
      ((!!mine && can(user, "stock-movements.send")) ||
        (!!receiving && can(user, "stock-movements.receive"))),
    price: a?.status === "received" && pusat && can(user, "returs.set-price"),
    // A draft's lines: its writer (the returning office, or Penjualan for it); the server decides.
    editLine: a?.status === "draft" && (mine || pusat) && can(user, "retur-details.update"),
    deleteLine:
      a?.status === "draft" &&
      (mine || pusat) &&
      can(user, "retur-details.delete") &&
      (loaded?.lines.length ?? 0) > 1,
  };
  const override = can(user, OVERRIDE_PRICE);
  const priceMax = (l: ReturDetailAttributes | undefined) =>
    override
      ? { value: RETUR_MAX_PRICE, message: "Harga terlalu besar" }
      : {
          value: l?.default_price ?? 0,
          message: `Tidak boleh melebihi harga beli terakhir (${formatRupiah(l?.default_price ?? 0)})`,
        };
  const editedLine = loaded?.lines.find((l) => l.id === lineId)?.attributes;

  const open = (s: Step, line?: ResourceObject<ReturDetailAttributes>) => {
    setStep(s);
    setStepError(null);
    setFieldErrors({});
    setReason("");
    setLineId(line?.id ?? null);
    if (line) {
      setLineQuantity(line.attributes.quantity);
      setReason(line.attributes.reason ?? "");
    }
    setOutcome(mine ? "lost" : "damaged");
    if (s === "receive")
      setQuantities(
        Object.fromEntries(
          (loaded?.movementLines ?? [])
            .filter((l) => l.movementId === shipment?.id)
            .map((l) => [l.id, l.quantity]),
        ),
      );
    if (s === "price")
      setQuantities(
        Object.fromEntries((loaded?.lines ?? []).map((l) => [l.id, l.attributes.default_price])),
      );
  };

  const run = async (
    path: string,
    attributes: Record<string, unknown>,
    type: string,
    rid: string,
  ) => {
    setBusy(true);
    try {
      const res = await callAction<{ meta?: { message?: string } }>(path, "PATCH", {
        data: { type, id: rid, attributes },
      });
      toast({ variant: "success", description: res.meta?.message ?? "Data Berhasil diubah" });
      setStep(null);
      setVersion((v) => v + 1);
    } catch (err) {
      setStepError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  /** PATCH / DELETE of one draft line (retur-details); the server's rules answer at the field. */
  const lineStep = async (fn: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await fn();
      toast({ variant: "success", description: message });
      setStep(null);
      setVersion((v) => v + 1);
    } catch (err) {
      setStepError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  /** The dialog's typed numbers, or null with their messages at the fields. */
  const typedAll = (
    check: (lid: string) => { spec: NumberSpec; max: { value: number; message: string } },
  ): Record<string, number> | null => {
    const out: Record<string, number> = {};
    const errors: Record<string, string> = {};
    for (const [lid, v] of Object.entries(quantities)) {
      const { spec, max } = check(lid);
      const t = typedValue(v, spec, max);
      if (t.ok) out[lid] = t.value;
      else errors[lid] = t.message;
    }
    setFieldErrors(errors);
    return Object.keys(errors).length ? null : out;
  };

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (step === "edit-line" && lineId) {
      const q = typedValue(lineQuantity, LINE_QUANTITY, {
        value: RETUR_MAX_QUANTITY,
        message: "Jumlah terlalu besar",
      });
      if (!q.ok) return setFieldErrors({ quantity: q.message });
      setFieldErrors({});
      void lineStep(
        () =>
          updateResource("retur-details", lineId, {
            quantity: q.value,
            reason: reason.trim() || null,
          }),
        "Barang retur berhasil diubah",
      );
      return;
    }
    if (step === "delete-line" && lineId) {
      void lineStep(() => deleteResource("retur-details", lineId), "Barang retur berhasil dihapus");
      return;
    }
    if (step === "validate") void run(`returs/${id}/-actions/validate-retur`, {}, "returs", id);
    else if (step === "cancel") {
      if (!reason.trim()) return setStepError("Alasan pembatalan wajib diisi");
      void run(`returs/${id}/-actions/cancel`, { reason }, "returs", id);
    } else if (step === "ship" && shipment)
      void run(
        `retur-shipments/${shipment.id}/-actions/ship`,
        a?.delivery_method === "dikirim"
          ? { expedition_id: expedition || null, tracking_number: tracking || null }
          : {},
        "retur-shipments",
        shipment.id,
      );
    else if (step === "receive" && shipment) {
      const typed = typedAll((lid) => {
        const ordered = loaded?.movementLines.find((l) => l.id === lid)?.quantity ?? 0;
        return {
          spec: QUANTITY,
          max: { value: ordered, message: `Tidak boleh melebihi jumlah dikirim (${ordered})` },
        };
      });
      if (!typed) return;
      void run(
        `retur-shipments/${shipment.id}/-actions/receive`,
        {
          details: Object.entries(typed).map(([lid, q]) => ({ id: lid, received_quantity: q })),
        },
        "retur-shipments",
        shipment.id,
      );
    } else if (step === "settle" && shipment) {
      if (!reason.trim()) return setStepError("Alasan wajib diisi");
      void run(
        `stock-movements/${shipment.id}/-actions/settle`,
        {
          outcome,
          reason,
          ...(outcome === "lost"
            ? { claim_reference: claim || null, expedition_id: expedition || null }
            : {}),
        },
        "stock-movements",
        shipment.id,
      );
    } else if (step === "price") {
      const typed = typedAll((lid) => ({
        spec: PRICE,
        max: priceMax(loaded?.lines.find((l) => l.id === lid)?.attributes),
      }));
      if (!typed) return;
      void run(
        `returs/${id}/-actions/set-price`,
        { details: Object.entries(typed).map(([lid, p]) => ({ id: lid, price: p })) },
        "returs",
        id,
      );
    }
  };

  if (error || !loaded || !a)
    return <DocumentDetailFrame title={cfg.title} backHref={cfg.basePath} error={error} loading />;

  return (
    <DocumentDetailFrame
      title={`${cfg.title} ${a.code}`}
      status={
        <>
          <ReturStatusBadge status={a.status} />
          <span className="text-muted-foreground">{a.kind_label}</span>
        </>
      }
      backHref={cfg.basePath}
      actions={
        <>
          {may.validate ? (
            <Button onClick={() => open("validate")}>
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Validasi Retur
            </Button>
          ) : null}
          {may.ship ? (
            <Button onClick={() => open("ship")}>
              <Send className="size-4" aria-hidden="true" />
              Kirim Barang
            </Button>
          ) : null}
          {may.receive ? (
            <Button onClick={() => open("receive")}>
              <PackageCheck className="size-4" aria-hidden="true" />
              Terima Barang
            </Button>
          ) : null}
          {may.settle ? (
            <Button variant="outline" onClick={() => open("settle")}>
              <Undo2 className="size-4" aria-hidden="true" />
              Selesaikan Sisa
            </Button>
          ) : null}
          {may.price ? (
            <Button onClick={() => open("price")}>
              <HandCoins className="size-4" aria-hidden="true" />
              Tetapkan Harga
            </Button>
          ) : null}
          {may.cancel ? (
            <Button variant="outline" onClick={() => open("cancel")}>
              <Ban className="size-4" aria-hidden="true" />
              Batalkan Retur
            </Button>
          ) : null}
        </>
      }
    >
      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-3">
          <Info
            label="Kantor Asal"
            value={`${a.origin_office_code ?? "-"} - ${a.origin_office_name ?? ""}`}
          />
          <Info label="Gudang Asal" value={a.origin_warehouse_name ?? "-"} />
          <Info
            label="Tujuan"
            value={`${a.destination_office_code ?? "-"} - ${a.destination_office_name ?? ""} (${a.destination_warehouse_name ?? "-"})`}
          />
          <Info label="Tanggal Retur" value={a.retur_date} />
          <Info
            label="Metode Pengiriman"
            value={a.delivery_method === "diambil" ? "Diambil" : "Dikirim"}
          />
          <Info label="Jumlah Barang" value={formatNumber(a.total_quantity)} />
          <Info label="Keterangan" value={a.description ?? "-"} />
          {a.cancel_reason ? <Info label="Alasan Pembatalan" value={a.cancel_reason} /> : null}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <h2 className="text-lg font-semibold">Barang Retur</h2>
          <LinesTable
            label="Barang retur"
            lines={loaded.lines}
            columns={[
              { header: "Jumlah", format: "number", value: (l) => l.attributes.quantity },
              {
                header: "Diterima",
                format: "number",
                value: (l) => l.attributes.received_quantity,
              },
              {
                header: "Harga Beli Terakhir",
                format: "rupiah",
                value: (l) => l.attributes.default_price,
              },
              {
                header: "Harga Retur",
                format: "rupiah",
                value: (l) => (a.status === "priced" ? l.attributes.price : null),
              },
              {
                header: "Nilai",
                format: "rupiah",
                value: (l) => (a.status === "priced" ? l.attributes.total_price : null),
              },
            ]}
            after={[
              { header: "Alasan", cell: (l) => l.attributes.reason ?? "-" },
              ...(may.editLine || may.deleteLine
                ? [
                    {
                      header: "Aksi",
                      cell: (l: ResourceObject<ReturDetailAttributes>) => (
                        <div className="flex gap-1">
                          {may.editLine ? (
                            <Button
                              variant="outline"
                              size="sm"
                              aria-label={`Ubah ${l.attributes.product_code ?? ""}`}
                              onClick={() => open("edit-line", l)}
                            >
                              <Pencil className="size-4" aria-hidden="true" />
                              Ubah
                            </Button>
                          ) : null}
                          {may.deleteLine ? (
                            <Button
                              variant="outline"
                              size="sm"
                              aria-label={`Hapus ${l.attributes.product_code ?? ""}`}
                              onClick={() => open("delete-line", l)}
                            >
                              <Trash2 className="size-4" aria-hidden="true" />
                              Hapus
                            </Button>
                          ) : null}
                        </div>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </CardContent>
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardContent className="flex flex-col gap-3 pt-6">
            <h2 className="text-lg font-semibold">Pengiriman Retur</h2>
            <Table aria-label="Pengiriman retur">
              <TableHeader>
                <TableRow>
                  <TableHead>Kode</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Dikirim</TableHead>
                  <TableHead>Resi</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {loaded.shipments.length === 0 ? (
                  <EmptyRow colSpan={4} />
                ) : (
                  loaded.shipments.map((s) => (
                    <TableRow key={s.id}>
                      <TableCell>{s.attributes.code}</TableCell>
                      <TableCell>
                        <MovementStatusBadge
                          status={s.attributes.status}
                          label={s.attributes.status_label}
                        />
                        {withLines &&
                        !s.attributes.is_complete &&
                        s.attributes.status === "partially_received" ? (
                          <span className="ml-2 text-xs text-muted-foreground">
                            {formatNumber(
                              loaded.movementLines
                                .filter((l) => l.movementId === s.id)
                                .reduce((n, l) => n + l.in_transit_quantity, 0),
                            )}{" "}
                            unit dalam perjalanan
                          </span>
                        ) : null}
                      </TableCell>
                      <TableCell>
                        {s.attributes.sent_at ? <LocalDateTime iso={s.attributes.sent_at} /> : "-"}
                      </TableCell>
                      <TableCell>{s.attributes.tracking_number ?? "-"}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex flex-col gap-3 pt-6">
            <h2 className="text-lg font-semibold">Kredit Retur</h2>
            <Info
              label={a.kind === "supplier" ? "Kredit ke Supplier" : "Saldo Dikreditkan"}
              value={a.status === "priced" ? formatRupiah(a.total_price) : "Belum diberi harga"}
            />
            <Info
              label="Diberi Harga"
              value={a.priced_at ? <LocalDateTime iso={a.priced_at} /> : "-"}
            />
            {a.status === "priced" &&
            a.kind !== "supplier" &&
            user.officeId === a.origin_office_id ? (
              <Link
                href="/saldo?type=retur_credit"
                className={cn(buttonVariants({ variant: "outline", size: "sm" }), "self-start")}
              >
                Lihat Saldo Saya
              </Link>
            ) : null}
          </CardContent>
        </Card>
      </div>

      <StatusHistoryCard
        rows={historyRows(
          loaded.history,
          { action: ACTION_LABEL, status: returStatusLabel },
          localDateTime,
        )}
      />

      {step ? (
        <FormDialog
          title={
            {
              validate: "Validasi Retur",
              cancel: "Batalkan Retur",
              ship: "Kirim Barang Retur",
              receive: "Terima Barang Retur",
              settle: "Selesaikan Sisa Barang",
              price: "Tetapkan Harga Retur",
              "edit-line": `Ubah Barang Retur ${editedLine?.product_code ?? ""}`,
              "delete-line": `Hapus Barang Retur ${editedLine?.product_code ?? ""}`,
            }[step]
          }
          description={
            {
              validate: "Setelah divalidasi, barang retur tidak dapat diubah dan siap dikirim.",
              cancel: "Retur yang dibatalkan tidak dapat dikirim lagi.",
              ship: "Barang keluar dari gudang asal dan dalam perjalanan ke tujuan.",
              receive: "Isi jumlah yang benar-benar diterima; sisanya tetap dalam perjalanan.",
              settle: "Barang yang belum diterima: catat apa yang terjadi dengan alasannya.",
              price: override
                ? "Harga per barang (bawaan: harga beli terakhir; Anda berwenang menetapkan harga di atasnya). Nilainya dikreditkan sekali."
                : "Harga per barang, paling tinggi harga beli terakhir. Nilainya dikreditkan sekali.",
              "edit-line":
                "Jumlah paling banyak stok gudang asal; barang yang belum pernah dibeli perlu alasan.",
              "delete-line": `${editedLine?.product_name ?? "Barang ini"} dihapus dari retur.`,
            }[step]
          }
          busy={busy}
          onClose={() => setStep(null)}
          onSubmit={submit}
        >
          {stepError ? <Alert variant="error">{stepError}</Alert> : null}
          {step === "cancel" || step === "settle" ? (
            <ReasonField
              id="step-reason"
              value={reason}
              onChange={setReason}
              error={null}
              busy={busy}
            />
          ) : null}
          {step === "edit-line" ? (
            <>
              <FormField id="line-quantity" label="Jumlah" required error={fieldErrors.quantity}>
                <NumberInput
                  id="line-quantity"
                  spec={LINE_QUANTITY}
                  value={lineQuantity}
                  onChange={setLineQuantity}
                />
              </FormField>
              <FormField id="line-reason" label="Alasan">
                <Input
                  id="line-reason"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              </FormField>
            </>
          ) : null}
          {step === "settle" ? (
            <FormField id="step-outcome" label="Penyelesaian" required>
              <select
                id="step-outcome"
                className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
                value={outcome}
                onChange={(e) => setOutcome(e.target.value)}
              >
                {mine ? <option value="lost">Hilang dalam perjalanan</option> : null}
                {mine ? <option value="returned">Kembali ke stok pengirim</option> : null}
                {receiving ? <option value="damaged">Rusak saat diterima</option> : null}
              </select>
            </FormField>
          ) : null}
          {(step === "ship" && a.delivery_method === "dikirim") ||
          (step === "settle" && outcome === "lost") ? (
            <FormField id="step-expedition" label="Ekspedisi" required={step === "ship"}>
              <select
                id="step-expedition"
                className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
                value={expedition}
                onChange={(e) => setExpedition(e.target.value)}
              >
                <option value="">
                  {step === "ship" ? "Pilih ekspedisi" : "Ekspedisi pengiriman"}
                </option>
                {expeditions.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </select>
            </FormField>
          ) : null}
          {step === "ship" && a.delivery_method === "dikirim" ? (
            <FormField id="step-tracking" label="Nomor Resi">
              <Input
                id="step-tracking"
                value={tracking}
                onChange={(e) => setTracking(e.target.value)}
              />
            </FormField>
          ) : null}
          {step === "settle" && outcome === "lost" ? (
            <FormField id="step-claim" label="Nomor Klaim Ekspedisi" required>
              <Input id="step-claim" value={claim} onChange={(e) => setClaim(e.target.value)} />
            </FormField>
          ) : null}
          {step === "receive" || step === "price"
            ? Object.keys(quantities).map((lid) => {
                const retur = loaded.lines.find((l) => l.id === lid)?.attributes;
                const label =
                  step === "receive" ? loaded.movementLines.find((l) => l.id === lid) : retur;
                return (
                  <FormField
                    key={lid}
                    id={`step-${lid}`}
                    label={`${label?.product_code ?? "-"} ${label?.product_name ?? ""}`}
                    error={fieldErrors[lid]}
                    hint={
                      step === "price"
                        ? `Harga beli terakhir ${formatRupiah(retur?.default_price ?? 0)}${override ? "" : " (batas tertinggi)"}`
                        : undefined
                    }
                  >
                    <NumberInput
                      id={`step-${lid}`}
                      spec={step === "price" ? PRICE : QUANTITY}
                      value={quantities[lid]}
                      onChange={(v) => setQuantities((q) => ({ ...q, [lid]: v }))}
                    />
                  </FormField>
                );
              })
            : null}
        </FormDialog>
      ) : null}
    </DocumentDetailFrame>
  );
}
