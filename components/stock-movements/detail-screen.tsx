"use client";

// The ONE detail page of stock movements: every `{stage route}/{id}` mounts it with a kind key and
// a stage (config.ts). Shows the header data, lines, packets, parent / susulan links and the state
// history, and offers only the actions the state machine (server/stock/movements/machine.ts) and
// the viewer's side allow: the origin packs (link to the packing page), sends and cancels; the
// destination receives (a quantity per line, partial allowed) and resolves a pending complaint.
// Units a partial receipt did not confirm stay in transit (a column per line) until the origin
// settles them ("Selesaikan") or the destination books them damaged ("Rusak saat diterima"),
// settle-dialog.tsx.
import { LocalDateTime, localDateTime } from "@/components/widgets/local-date-time";
import { MOVEMENT_STATUS_LABEL, SETTLEMENT_OUTCOME_LABEL } from "@/lib/labels/stock";
import * as React from "react";
import { ExpeditionField } from "./expedition-field";
import { useServedFirst } from "@/components/widgets/use-served-first";
import Link from "next/link";
import { Ban, Check, ClipboardCheck, PackageOpen, PackageX, Send, X } from "lucide-react";
import { can } from "@/components/data-table/permissions";
import { FormDialog } from "@/components/forms/form-actions";
import { DisputeCard } from "@/components/disputes/dispute-card";
import {
  EmptyRow,
  Info,
  ReasonField,
  historyRows,
  StatusHistoryCard,
} from "@/components/widgets/detail-parts";
import { LinesTable, type LineColumn } from "@/components/widgets/detail-parts";
import { FormField } from "@/components/forms/form-field";
import { NumberInput } from "@/components/forms/number-input";
import { callAction } from "@/components/setup/action-client";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { MovementStatusBadge } from "./status-badge";
import { SettleDialog } from "./settle-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { useToast } from "@/components/widgets/toast";
import { MONEY } from "@/lib/bounds";
import { formatNumber, formatRupiah } from "@/lib/format";
import { JsonApiError, browserGet, failureText, type ResourceObject } from "@/lib/jsonapi-client";
import { parseNumberText } from "@/lib/number-input";
import {
  movementBody,
  namedText,
  officeText,
  type HistoryAttributes,
  type LineAttributes,
  type LoadedMovement,
  type MovementDialogProps,
} from "./api";
import { loadMovementDetail, type MovementDetailLoaded } from "./detail-screen-load";
import {
  STAGE_SIDE,
  STAGE_TITLE,
  detailPath,
  kindTitle,
  movementKind,
  packingPath,
  relatedStage,
  type MovementKind,
  type MovementStage,
} from "./config";
import { orderDetailPath } from "@/components/orders/config";
import { ReceiveForm } from "./receive-form";
import type { MovementDetailAttributes } from "./api";

/** 'Order': the movement's order, linked to its detail for the side the viewer is on. */
function OrderLink({
  a,
  kind,
  side,
  route,
}: {
  a: MovementDetailAttributes;
  kind: MovementKind;
  side: "origin" | "destination";
  route: string;
}) {
  const href =
    a.order_id && a.order_type
      ? orderDetailPath(
          { id: a.order_id, orderType: a.order_type },
          side,
          side === "origin" ? kind.destination : kind.origin,
          `/${route.split("/")[1] ?? ""}`,
        )
      : null;
  return (
    <div className="flex flex-col">
      <span className="text-muted-foreground">Order</span>
      {href ? (
        <Link href={href} className="font-medium underline">
          {a.order_code ?? "-"}
        </Link>
      ) : (
        <span className="font-medium">{a.order_code ?? "-"}</span>
      )}
    </div>
  );
}

const ACTION_LABEL: Record<string, string> = {
  create: "Dibuat",
  pack: "Dikemas",
  unpack: "Kemasan dibuka",
  send: "Dikirim",
  receive: "Diterima",
  susulan: "Susulan dibuat",
  cancel: "Dibatalkan",
  approveComplain: "Komplain disetujui",
  declineComplain: "Komplain ditolak",
  "settle-returned": SETTLEMENT_OUTCOME_LABEL.returned,
  "settle-susulan": SETTLEMENT_OUTCOME_LABEL.susulan,
  "settle-lost": SETTLEMENT_OUTCOME_LABEL.lost,
  "settle-damaged": SETTLEMENT_OUTCOME_LABEL.damaged,
};

const COMPLAINT_LABEL = {
  pending: "Menunggu keputusan",
  approved: "Disetujui",
  declined: "Ditolak",
};

type Dialog =
  "send" | "cancel" | "approveComplain" | "declineComplain" | "settle" | "damaged" | null;

export function MovementDetailScreen({
  kindKey,
  stage,
  id,
  initial,
}: {
  kindKey: string;
  stage: MovementStage;
  id: string;
  /** The movement as the page's server loaded it (loadMovementDetail with serverGet). */
  initial?: MovementDetailLoaded;
}) {
  const kind = movementKind(kindKey);
  if (!kind) throw new Error(`unknown stock movement kind ${kindKey}`);
  const side = STAGE_SIDE[stage];
  const user = useSessionUser();
  const toast = useToast();
  const [version, setVersion] = React.useState(0);
  const [state, setState] = React.useState<{
    loaded: LoadedMovement | null;
    history: ResourceObject<HistoryAttributes>[];
    error: string | null;
  }>({ loaded: initial?.movement ?? null, history: initial?.history ?? [], error: null });
  // The server's copy stands for the first load; a reload (after an action) asks the API.
  const servedFirst = useServedFirst(initial !== undefined);
  const [dialog, setDialog] = React.useState<Dialog>(null);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (servedFirst()) return;
    const ac = new AbortController();
    loadMovementDetail(browserGet, id, ac.signal)
      .then(({ movement, history }) => setState({ loaded: movement, history, error: null }))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setState({ loaded: null, history: [], error: failureText(err) });
      });
    return () => ac.abort();
  }, [id, version, servedFirst]);

  const reload = () => setVersion((v) => v + 1);
  const loaded = state.loaded;
  const a = loaded?.movement.attributes;
  const packing = packingPath(kind, stage, id);
  const mayDo = {
    pack:
      side === "origin" && a?.status === "draft" && packing !== null && can(user, "packets.create"),
    send:
      side === "origin" &&
      (a?.status === "packed" || (a?.status === "draft" && a.delivery_method === "diambil")) &&
      can(user, "stock-movements.send"),
    cancel:
      side === "origin" &&
      (a?.status === "draft" || a?.status === "packed") &&
      can(user, "stock-movements.update"),
    receive: side === "destination" && a?.status === "sent" && can(user, "stock-movements.receive"),
    // A complaint is the receiver's; the sender settles it (server: assertComplaintSettler).
    approve:
      side === "origin" &&
      a?.complaint_status === "pending" &&
      can(user, "stock-movements.approve-complain"),
    decline:
      side === "origin" &&
      a?.complaint_status === "pending" &&
      can(user, "stock-movements.decline-complain"),
  };

  // Units still in transit after a partial receipt: settled by the office that knows them.
  const inTransit =
    a?.status === "partially_received"
      ? (loaded?.lines ?? []).reduce((n, l) => n + l.attributes.in_transit_quantity, 0)
      : 0;
  const maySettle = {
    sender: side === "origin" && inTransit > 0 && can(user, "stock-movements.send"),
    receiver: side === "destination" && inTransit > 0 && can(user, "stock-movements.receive"),
  };

  const listRoute = kind.routes[stage] ?? "/";
  const poRoute = kind.purchaseOrderRoutes?.[side];
  // The next action is the one primary button (issue 23 §3): a pick-up (diambil) is handed over
  // without packing, so there sending comes before packing; the rest are secondary.
  const primary = (
    [
      ["send", mayDo.send],
      ["pack", mayDo.pack && packing !== null],
      ["receive", mayDo.receive],
      ["settle", maySettle.sender],
      ["damaged", maySettle.receiver],
      ["approve", mayDo.approve],
    ] as const
  ).find(([, ok]) => ok)?.[0];
  const variant = (key: string) => (key === primary ? "default" : "outline");
  const handOver = a?.delivery_method === "diambil";

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">
            Detail {STAGE_TITLE[stage]} {kindTitle(kind, stage)}
            {a ? ` ${a.code}` : ""}
          </h1>
          {a ? (
            <div className="mt-1 flex items-center gap-2 text-sm">
              Status: <MovementStatusBadge status={a.status} label={a.status_label} />
              {a.is_susulan ? <Badge color="purple">Susulan</Badge> : null}
              {a.status === "partially_received" ? (
                a.is_complete ? (
                  <Badge color="green">Selesai</Badge>
                ) : (
                  <Badge color="yellow">{formatNumber(inTransit)} unit dalam perjalanan</Badge>
                )
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {mayDo.pack && packing ? (
            <Link href={packing} className={buttonVariants({ variant: variant("pack") })}>
              <PackageOpen className="size-4" aria-hidden="true" />
              Kemas Barang
            </Link>
          ) : null}
          {mayDo.send ? (
            <Button type="button" variant={variant("send")} onClick={() => setDialog("send")}>
              <Send className="size-4" aria-hidden="true" />
              {handOver ? "Serahkan Barang" : "Kirim Barang"}
            </Button>
          ) : null}
          {maySettle.sender ? (
            <Button type="button" variant={variant("settle")} onClick={() => setDialog("settle")}>
              <ClipboardCheck className="size-4" aria-hidden="true" />
              Selesaikan
            </Button>
          ) : null}
          {maySettle.receiver ? (
            <Button type="button" variant={variant("damaged")} onClick={() => setDialog("damaged")}>
              <PackageX className="size-4" aria-hidden="true" />
              Rusak saat diterima
            </Button>
          ) : null}
          {mayDo.approve ? (
            <Button
              type="button"
              variant={variant("approve")}
              onClick={() => setDialog("approveComplain")}
            >
              <Check className="size-4" aria-hidden="true" />
              Setujui Komplain
            </Button>
          ) : null}
          {mayDo.decline ? (
            <Button type="button" variant="outline" onClick={() => setDialog("declineComplain")}>
              <X className="size-4" aria-hidden="true" />
              Tolak Komplain
            </Button>
          ) : null}
          {mayDo.cancel ? (
            <Button type="button" variant="destructive" onClick={() => setDialog("cancel")}>
              <Ban className="size-4" aria-hidden="true" />
              Batalkan Pengiriman
            </Button>
          ) : null}
          <Link href={listRoute} className={buttonVariants({ variant: "outline" })}>
            Kembali
          </Link>
        </div>
      </header>
      {state.error ? <Alert variant="error">{state.error}</Alert> : null}
      {!loaded && !state.error ? <LoadingOverlay show text="Memuat..." /> : null}
      {loaded && a ? (
        <>
          <Card>
            <CardContent className="grid gap-3 pt-6 text-sm md:grid-cols-3">
              <Info label="Kode" value={a.code} />
              <Info label="Asal" value={officeText(a.origin_office_code, a.origin_office_name)} />
              <Info
                label="Tujuan"
                value={officeText(a.destination_office_code, a.destination_office_name)}
              />
              <Info label="Gudang Asal" value={a.origin_warehouse_name ?? "-"} />
              <Info label="Gudang Tujuan" value={a.destination_warehouse_name ?? "-"} />
              {kind.purchaseOrder ? (
                <div className="flex flex-col">
                  <span className="text-muted-foreground">Pembelian</span>
                  {loaded.purchaseOrder ? (
                    poRoute ? (
                      <Link
                        href={`${poRoute}/${loaded.purchaseOrder.id}`}
                        className="font-medium underline"
                      >
                        {loaded.purchaseOrder.attributes.code}
                      </Link>
                    ) : (
                      <span className="font-medium">{loaded.purchaseOrder.attributes.code}</span>
                    )
                  ) : (
                    <span className="font-medium">-</span>
                  )}
                </div>
              ) : null}
              {a.order_id ? <OrderLink a={a} kind={kind} side={side} route={listRoute} /> : null}
              <Info
                label="Metode Pengiriman"
                value={a.delivery_method === "diambil" ? "Diambil" : "Dikirim"}
              />
              <Info label="Ekspedisi" value={namedText(loaded.expedition)} />
              <Info label="No. Resi" value={a.tracking_number ?? "-"} />
              <Info label="Ongkos Kirim" value={formatRupiah(a.shipping_cost)} />
              <Info label="Berat Total" value={`${formatNumber(a.total_weight)} gram`} />
              <Info label="Dibuat" value={<LocalDateTime iso={a.createdAt} />} />
              <Info
                label="Dikemas"
                value={a.packed_at ? <LocalDateTime iso={a.packed_at} /> : "-"}
              />
              <Info label="Dikirim" value={a.sent_at ? <LocalDateTime iso={a.sent_at} /> : "-"} />
              <Info
                label="Diterima"
                value={a.received_at ? <LocalDateTime iso={a.received_at} /> : "-"}
              />
              {a.cancelled_at ? (
                <Info label="Dibatalkan" value={<LocalDateTime iso={a.cancelled_at} />} />
              ) : null}
              {a.cancel_reason ? <Info label="Alasan Pembatalan" value={a.cancel_reason} /> : null}
              <Info label="Keterangan" value={a.description ?? "-"} />
              {a.complaint_status ? (
                <>
                  <Info label="Komplain" value={COMPLAINT_LABEL[a.complaint_status]} />
                  <Info label="Isi Komplain" value={a.complaint_description ?? "-"} />
                  {a.complaint_resolution ? (
                    <Info label="Keputusan Komplain" value={a.complaint_resolution} />
                  ) : null}
                </>
              ) : null}
            </CardContent>
          </Card>

          {loaded.parent || loaded.susulan.length > 0 ? (
            <Card>
              <CardContent className="flex flex-col gap-2 pt-6 text-sm">
                <h2 className="text-lg font-semibold">Pengiriman Terkait</h2>
                {loaded.parent ? (
                  <p>
                    Susulan dari{" "}
                    <Link
                      className="font-medium underline"
                      href={detailPath(
                        kind,
                        relatedStage(kind, stage, loaded.parent.attributes),
                        loaded.parent.id,
                      )}
                    >
                      {loaded.parent.attributes.code}
                    </Link>
                  </p>
                ) : null}
                {loaded.susulan.length > 0 ? (
                  <ul aria-label="Pengiriman susulan" className="flex flex-col gap-1">
                    {loaded.susulan.map((s) => (
                      <li key={s.id}>
                        Susulan:{" "}
                        <Link
                          className="font-medium underline"
                          href={detailPath(kind, relatedStage(kind, stage, s.attributes), s.id)}
                        >
                          {s.attributes.code}
                        </Link>{" "}
                        <MovementStatusBadge
                          status={s.attributes.status}
                          label={s.attributes.status_label}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </CardContent>
            </Card>
          ) : null}

          {mayDo.receive ? (
            <ReceiveForm
              loaded={loaded}
              busy={busy}
              setBusy={setBusy}
              onDone={(message) => {
                toast({ variant: "success", description: message });
                reload();
              }}
            />
          ) : (
            <LinesCard loaded={loaded} />
          )}

          <Card>
            <CardContent className="flex flex-col gap-3 pt-6">
              <h2 className="text-lg font-semibold">Paket</h2>
              <Table aria-label="Paket">
                <TableHeader>
                  <TableRow>
                    <TableHead>Kode Paket</TableHead>
                    <TableHead>Nama</TableHead>
                    <TableHead>Isi</TableHead>
                    <TableHead className="text-right">Berat (gram)</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {loaded.packets.length === 0 ? (
                    <EmptyRow colSpan={4} />
                  ) : (
                    loaded.packets.map((p) => (
                      <TableRow key={p.id}>
                        <TableCell>{p.attributes.code}</TableCell>
                        <TableCell>{p.attributes.name ?? "-"}</TableCell>
                        <TableCell>
                          {p.attributes.contents
                            .map((c) => `${c.product_code} x ${formatNumber(c.quantity)}`)
                            .join(", ")}
                        </TableCell>
                        <TableCell className="text-right">
                          {formatNumber(p.attributes.weight)}
                        </TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </CardContent>
          </Card>

          <StatusHistoryCard
            noteLabel="Alasan / Catatan"
            rows={historyRows(
              state.history,
              { action: ACTION_LABEL, status: MOVEMENT_STATUS_LABEL },
              localDateTime,
            )}
          />
          {a && a.status !== "draft" ? (
            <DisputeCard subject={{ type: "stock-movements", id, code: a.code }} />
          ) : null}
        </>
      ) : null}

      {dialog === "send" && a ? (
        <SendDialog
          id={id}
          deliveryMethod={a.delivery_method}
          busy={busy}
          setBusy={setBusy}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            toast({ variant: "success", description: message });
            setDialog(null);
            reload();
          }}
        />
      ) : null}
      {(dialog === "settle" || dialog === "damaged") && loaded ? (
        <SettleDialog
          loaded={loaded}
          side={dialog === "settle" ? "origin" : "destination"}
          busy={busy}
          setBusy={setBusy}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            toast({ variant: "success", description: message });
            setDialog(null);
            reload();
          }}
        />
      ) : null}
      {dialog === "cancel" || dialog === "approveComplain" || dialog === "declineComplain" ? (
        <ReasonDialog
          id={id}
          action={dialog}
          busy={busy}
          setBusy={setBusy}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            toast({ variant: "success", description: message });
            setDialog(null);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}

function LinesCard({ loaded }: { loaded: LoadedMovement }) {
  const packedOf = packedByProduct(loaded);
  const columns: LineColumn<ResourceObject<LineAttributes>>[] = [
    { header: "Jumlah", format: "number", value: (l) => l.attributes.quantity },
    {
      header: "Dikemas",
      format: "number",
      value: (l) => packedOf.take(l.attributes.product_id, l.attributes.quantity),
    },
    { header: "Diterima", format: "number", value: (l) => l.attributes.received_quantity },
  ];
  // After a partial receipt: what is still on the road, and what was settled by outcome.
  if (loaded.movement.attributes.status === "partially_received") {
    columns.push({
      header: "Dalam Perjalanan",
      format: "number",
      value: (l) => l.attributes.in_transit_quantity,
    });
    for (const o of SETTLEMENT_OUTCOMES)
      if (loaded.lines.some((l) => (l.attributes.settled_by_outcome[o] ?? 0) > 0))
        columns.push({
          header: SETTLEMENT_OUTCOME_LABEL[o],
          format: "number",
          value: (l) => l.attributes.settled_by_outcome[o] ?? 0,
        });
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">Barang</h2>
        <LinesTable label="Barang pengiriman" lines={loaded.lines} columns={columns} />
      </CardContent>
    </Card>
  );
}

const SETTLEMENT_OUTCOMES = Object.keys(
  SETTLEMENT_OUTCOME_LABEL,
) as (keyof typeof SETTLEMENT_OUTCOME_LABEL)[];

/** Packed quantities per product, handed out line by line (a product may be on two lines). */
export function packedByProduct(loaded: LoadedMovement) {
  const left = new Map<string, number>();
  for (const p of loaded.packets)
    for (const c of p.attributes.contents)
      left.set(c.product_id, (left.get(c.product_id) ?? 0) + c.quantity);
  return {
    take(productId: string, upTo: number): number {
      const have = left.get(productId) ?? 0;
      const q = Math.min(have, upTo);
      left.set(productId, have - q);
      return q;
    },
  };
}

function SendDialog({
  id,
  deliveryMethod,
  busy,
  setBusy,
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

  const submit = async (e: React.FormEvent) => {
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
    setBusy(true);
    try {
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
      onDone(res.meta?.message ?? "Barang berhasil dikirim");
    } catch (err) {
      if (err instanceof JsonApiError && Object.keys(err.fieldErrors).length > 0) {
        setErrors(err.fieldErrors);
        return;
      }
      toast({ variant: "error", description: failureText(err) });
      onClose();
    } finally {
      setBusy(false);
    }
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
      onSubmit={(e) => void submit(e)}
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
  setBusy,
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

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (cfg.required && !reason.trim()) {
      setError("Alasan wajib diisi");
      return;
    }
    setBusy(true);
    try {
      const res = await callAction<{ meta?: { message?: string } }>(
        `stock-movements/${id}/-actions/${action}`,
        "PATCH",
        movementBody(id, { reason: reason.trim() }),
      );
      onDone(res.meta?.message ?? "Data berhasil diubah");
    } catch (err) {
      if (err instanceof JsonApiError && err.fieldErrors.reason) {
        setError(err.fieldErrors.reason);
        return;
      }
      toast({ variant: "error", description: failureText(err) });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={cfg.title}
      description={cfg.description}
      busy={busy}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
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
