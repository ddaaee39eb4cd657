"use client";

// The order detail of every order screen (config.ts): header, the lines with the server's price
// snapshots, the totals (total, discount/cashback, shipping, final), the state history and the
// actions the state, the caller's side and permissions allow: 'Ubah Barang' (the maker side,
// draft or warehouse_rejected; the same OrderForm), 'Validasi' (the seller: the
// onBeforeValidation preview in a dialog, then validateOrder), 'Duplikat', 'Hapus' (soft delete
// with confirmation), 'Acc Pembayaran' with a required reason (a superior, never the maker),
// 'Bayar' (a selling branch with payments.create: the Kasir's PaymentForm on the order), and
// the link to the buyer's previous order. Another office's order is a 404: 'Data tidak ditemukan'.
import * as React from "react";
import { useServedFirst } from "@/components/widgets/use-served-first";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { BadgeCheck, Copy, HandHelping, Pencil, ShieldCheck, Trash2 } from "lucide-react";
import { can } from "@/components/data-table/permissions";
import { FormDialog } from "@/components/forms/form-actions";
import {
  Info,
  ReasonField,
  historyRows,
  StatusHistoryCard,
} from "@/components/widgets/detail-parts";
import { LinesTable, type LineColumn } from "@/components/widgets/detail-parts";
import { LocalDateTime, localDateTime } from "@/components/widgets/local-date-time";
import { callAction } from "@/components/setup/action-client";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { DocumentDetailFrame } from "@/components/widgets/document-detail-frame";
import { useToast } from "@/components/widgets/toast";
import { formatNumber, formatRupiah } from "@/lib/format";
import {
  JsonApiError,
  browserGet,
  deleteResource,
  failureText,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import { HAND_OVER_KINDS, ORDER_DELETED_MESSAGE } from "@/lib/labels/orders";
import {
  otherOfficeText,
  statusLabel,
  type OrderDetailAttributes,
  type OrderScreen,
} from "./config";
import { OrderStatusBadge } from "./status-badge";
import { loadOrderDetail, type OrderDetailLoaded } from "./order-detail-load";
import { DisputeCard } from "@/components/disputes/dispute-card";
import { DocumentShipmentsCard } from "@/components/stock-movements/document-shipments";
import { writtenOffText } from "@/components/stock-movements/document-shipments-data";
import { shipmentDetailPath } from "@/components/stock-movements/paths";

// The edit form and the payment form (react-hook-form, zod) load when they are shown, not with the
// page: most visits only read the order (docs/browser-performance.md).
const formLoading = () => <p className="text-sm text-muted-foreground">Memuat formulir…</p>;
const OrderForm = dynamic(() => import("./order-form").then((m) => m.OrderForm), {
  loading: formLoading,
});
const PaymentForm = dynamic(
  () => import("@/components/payments/payment-form").then((m) => m.PaymentForm),
  { loading: formLoading },
);

interface PreviewLine {
  product_code: string | null;
  product_name: string | null;
  quantity: number;
  stock_available: number;
  stock_after: number;
  problems: string[];
}

interface PreviewAttributes {
  can_validate: boolean;
  total_price: number;
  discount: number;
  final_price: number;
  min_order: number;
  meets_min_order: boolean;
  cashback: number;
  is_jawa: boolean;
  lines: PreviewLine[];
  problems: { detail: string; pointer: string }[];
}

const ACTION_LABEL: Record<string, string> = {
  create: "Dibuat",
  duplicate: "Diduplikat",
  validate: "Divalidasi",
  "acc-payment": "Acc pembayaran",
  release: "Siap dikirim",
  "cancel-stock-movement": "Ditolak gudang",
  delete: "Dihapus",
  send: "Barang dikirim",
  handover: "Diserahkan ke mitra usaha",
  receive: "Barang diterima",
};

const NOT_FOUND = "Data tidak ditemukan";

/** The figure columns of the order's lines table. */
const ORDER_LINE_COLUMNS: readonly LineColumn<ResourceObject<OrderDetailAttributes>>[] = [
  { header: "Jumlah", format: "number", value: (l) => l.attributes.quantity },
  { header: "Harga Satuan", format: "rupiah", value: (l) => l.attributes.unit_price },
  { header: "Poin", format: "number", value: (l) => l.attributes.total_point },
  { header: "Subtotal", format: "rupiah", value: (l) => l.attributes.total_price },
];

type Pending = "preview" | "delete" | "acc" | "duplicate" | "handOver" | null;

export function OrderDetail({
  screen,
  id,
  initial,
}: {
  /** The screen's config (ORDER_SCREENS[key], given by the page: not the whole table). */
  screen: OrderScreen;
  id: string;
  /** The order as the page's server loaded it (loadOrderDetail with serverGet). */
  initial?: OrderDetailLoaded;
}) {
  const cfg = screen;
  const user = useSessionUser();
  const toast = useToast();
  const router = useRouter();
  const [version, setVersion] = React.useState(0);
  const [state, setState] = React.useState<{
    loaded: OrderDetailLoaded | null;
    error: string | null;
  }>({ loaded: initial ?? null, error: null });
  // The server's copy stands for the first load; a reload (after an action) asks the API.
  const servedFirst = useServedFirst(initial !== undefined);
  const [editing, setEditing] = React.useState(false);
  const [pending, setPending] = React.useState<Pending>(null);
  const [busy, setBusy] = React.useState(false);
  const [preview, setPreview] = React.useState<PreviewAttributes | null>(null);
  const [reason, setReason] = React.useState("");
  const [reasonError, setReasonError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (servedFirst()) return;
    const ac = new AbortController();
    loadOrderDetail(browserGet, id, ac.signal)
      .then((loaded) => setState({ loaded, error: null }))
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        const notFound = err instanceof JsonApiError && err.status === 404;
        setState({ loaded: null, error: notFound ? NOT_FOUND : failureText(err) });
      });
    return () => ac.abort();
  }, [id, version, servedFirst]);

  const reload = () => setVersion((v) => v + 1);
  const loaded = state.loaded;
  const writtenOff = writtenOffText(loaded?.shipments ?? []);
  const a = loaded?.order.attributes;
  const editable = a?.status === "draft" || a?.status === "warehouse_rejected";
  const seller = cfg.side === "origin";
  // A point addition moves no goods and no money: only its deletion is offered (docs/cash-bills.md).
  const goods = !cfg.noGoods;
  const mayDo = {
    edit: goods && editable && can(user, "orders.update"),
    validate: goods && seller && editable && can(user, "orders.validate"),
    duplicate: goods && can(user, "orders.duplicate"),
    delete:
      (editable || a?.status === "validated") &&
      (a?.paid_amount ?? 0) === 0 &&
      can(user, "orders.delete"),
    acc: goods && seller && a?.status === "validated" && can(user, "orders.acc-payment"),
    // A branch that sells (a stockist's member sale, a KP's or SC's faktur) takes the payment
    // on the order itself: it has no Kasir screens (docs/payments.md "Screens").
    pay:
      goods &&
      seller &&
      (a?.status === "validated" || a?.status === "released") &&
      (a?.remaining_payment ?? 0) > 0 &&
      can(user, "payments.create"),
    // The buyer pays from its own saldo (only the saldo's owner spends it, docs/payments.md).
    paySaldo:
      goods &&
      !seller &&
      (a?.status === "validated" || a?.status === "released") &&
      (a?.remaining_payment ?? 0) > 0 &&
      can(user, "payments.create"),
    // A member's pick-up: handed over at once, without packing (hand-over-order.ts).
    handOver:
      seller &&
      a?.status === "released" &&
      a.delivery_status === "pending" &&
      HAND_OVER_KINDS.includes(a.order_type) &&
      a.delivery_method === "diambil" &&
      can(user, "stock-movements.create") &&
      can(user, "stock-movements.send"),
  };
  // The next action is the one primary button; the others are secondary (issue 23 §3). While a
  // payment is due its form is the next step, so acc-payment stays secondary then.
  const primary = (
    [
      ["handOver", mayDo.handOver],
      ["validate", mayDo.validate && !editing],
      ["acc", mayDo.acc && !mayDo.pay],
      ["edit", mayDo.edit && !editing],
    ] as const
  ).find(([, ok]) => ok)?.[0];
  const variant = (key: string) => (key === primary ? "default" : "outline");

  const openPreview = async () => {
    setBusy(true);
    try {
      const res = await callAction<{ data: { attributes: PreviewAttributes } }>(
        `orders/${id}/-actions/onBeforeValidation`,
        "POST",
      );
      setPreview(res.data.attributes);
      setPending("preview");
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setBusy(false);
    }
  };

  const act = async (name: "validateOrder" | "acc-payment" | "hand-over") => {
    setBusy(true);
    try {
      const body =
        name === "acc-payment"
          ? { data: { type: "orders", id, attributes: { acc_payment_reason: reason } } }
          : undefined;
      const res = await callAction<{ meta?: { message?: string } }>(
        `orders/${id}/-actions/${name}`,
        "PATCH",
        body,
      );
      toast({ variant: "success", description: res.meta?.message ?? "Data Berhasil diubah" });
      setPending(null);
      setReason("");
      setReasonError(null);
      reload();
    } catch (err) {
      if (
        name === "acc-payment" &&
        err instanceof JsonApiError &&
        err.fieldErrors.acc_payment_reason
      ) {
        setReasonError(err.fieldErrors.acc_payment_reason);
        return;
      }
      toast({ variant: "error", description: failureText(err) });
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const duplicate = async () => {
    setBusy(true);
    try {
      const res = await callAction<{ data: { id: string } }>(
        `orders/${id}/-actions/duplicate`,
        "POST",
      );
      toast({ variant: "success", description: "Order berhasil diduplikat" });
      setPending(null);
      router.push(`${cfg.detailBase}/${res.data.id}`);
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteResource("orders", id);
      toast({ variant: "success", description: ORDER_DELETED_MESSAGE });
      router.push(cfg.basePath);
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
      setPending(null);
      setBusy(false);
    }
  };

  return (
    <DocumentDetailFrame
      title={`Detail ${cfg.title}${a ? ` ${a.code}` : ""}`}
      status={
        a ? (
          <>
            Status:{" "}
            <OrderStatusBadge status={a.status} delivery={a.delivery_status} kind={a.order_type} />
            {a.delivery_status === "completed" && writtenOff ? (
              <span className="text-muted-foreground" data-testid="order-written-off">
                {writtenOff}
              </span>
            ) : null}
          </>
        ) : null
      }
      backHref={cfg.basePath}
      error={state.error}
      loading={!loaded}
      actions={
        <>
          {a && mayDo.handOver ? (
            <Button
              type="button"
              variant={variant("handOver")}
              disabled={busy}
              onClick={() => setPending("handOver")}
            >
              <HandHelping className="size-4" aria-hidden="true" />
              Serahkan ke Mitra Usaha
            </Button>
          ) : null}
          {a && mayDo.edit && !editing ? (
            <Button type="button" variant={variant("edit")} onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              Ubah Barang
            </Button>
          ) : null}
          {a && mayDo.validate && !editing ? (
            <Button
              type="button"
              variant={variant("validate")}
              disabled={busy}
              onClick={() => void openPreview()}
            >
              <BadgeCheck className="size-4" aria-hidden="true" />
              Validasi
            </Button>
          ) : null}
          {a && mayDo.acc ? (
            <Button type="button" variant={variant("acc")} onClick={() => setPending("acc")}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              Acc Pembayaran
            </Button>
          ) : null}
          {a && mayDo.duplicate ? (
            <Button type="button" variant="outline" onClick={() => setPending("duplicate")}>
              <Copy className="size-4" aria-hidden="true" />
              Duplikat
            </Button>
          ) : null}
          {a && mayDo.delete ? (
            <Button type="button" variant="destructive" onClick={() => setPending("delete")}>
              <Trash2 className="size-4" aria-hidden="true" />
              Hapus
            </Button>
          ) : null}
        </>
      }
    >
      {loaded && a ? (
        <>
          <Card>
            <CardContent className="grid gap-3 pt-6 text-sm md:grid-cols-3">
              <Info label="Kode" value={a.code} />
              <Info label="Jenis" value={a.order_type_label} />
              <Info label="Tanggal" value={a.order_date} />
              <Info
                label="Metode Pengiriman"
                value={a.delivery_method === "diambil" ? "Diambil" : "Dikirim"}
              />
              <Info
                label="Penjual"
                value={`${a.origin_office_code ?? "-"} - ${a.origin_office_name ?? ""}`}
              />
              <Info
                label="Pembeli"
                value={`${a.destination_office_code ?? "-"} - ${a.destination_office_name ?? ""}`}
              />
              <Info label="Gudang Asal" value={a.origin_warehouse_name ?? "-"} />
              <Info label="Keterangan" value={a.description ?? "-"} />
              <Info
                label="Divalidasi"
                value={a.validated_at ? <LocalDateTime iso={a.validated_at} /> : "-"}
              />
              {a.acc_payment_reason ? (
                <Info label="Alasan Acc Pembayaran" value={a.acc_payment_reason} />
              ) : null}
              {a.cancel_warehouse_description ? (
                <Info label="Alasan Ditolak Gudang" value={a.cancel_warehouse_description} />
              ) : null}
              <div className="flex flex-col">
                <span className="text-muted-foreground">Order Sebelumnya</span>
                {loaded.previousId ? (
                  <Link
                    href={`${cfg.detailBase}/${loaded.previousId}`}
                    className="font-medium underline"
                  >
                    Lihat order sebelumnya
                  </Link>
                ) : (
                  <span className="font-medium">-</span>
                )}
              </div>
            </CardContent>
          </Card>

          {editing ? (
            <OrderForm
              screen={screen}
              existing={{
                id,
                otherId: seller ? a.destination_office_id : a.origin_office_id,
                otherText: otherOfficeText(cfg, a),
                orderDate: a.order_date,
                deliveryMethod: a.delivery_method,
                originWarehouseId: a.origin_warehouse_id,
                shippingCost: a.shipping_cost,
                description: a.description,
                lines: loaded.lines.map((l) => ({
                  product: {
                    id: l.attributes.product_id,
                    code: l.attributes.product_code ?? "",
                    name: l.attributes.product_name ?? "",
                  },
                  quantity: l.attributes.quantity,
                })),
              }}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                reload();
              }}
            />
          ) : (
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6">
                <h2 className="text-lg font-semibold">Barang</h2>
                <LinesTable
                  label="Barang order"
                  lines={loaded.lines}
                  columns={ORDER_LINE_COLUMNS}
                />
                <dl
                  aria-label="Total order"
                  className="ml-auto grid w-full max-w-sm grid-cols-2 gap-1 text-sm"
                >
                  <dt>Total</dt>
                  <dd className="text-right" data-testid="order-total">
                    {formatRupiah(a.total_price)}
                  </dd>
                  <dt>Diskon / Cashback</dt>
                  <dd className="text-right">{formatRupiah(a.discount)}</dd>
                  <dt>Ongkos Kirim</dt>
                  <dd className="text-right">{formatRupiah(a.shipping_cost)}</dd>
                  <dt className="font-semibold">Total Akhir</dt>
                  <dd className="text-right font-semibold" data-testid="order-final">
                    {formatRupiah(a.final_price)}
                  </dd>
                  <dt>Total Poin</dt>
                  <dd className="text-right">{formatNumber(a.total_point)}</dd>
                  <dt>Sudah Dibayar</dt>
                  <dd className="text-right">{formatRupiah(a.paid_amount)}</dd>
                </dl>
              </CardContent>
            </Card>
          )}

          {mayDo.pay && !editing ? (
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6">
                <h2 className="text-lg font-semibold">Bayar</h2>
                <PaymentForm
                  key={`${a.remaining_payment}-${version}`}
                  target={{ orderId: id }}
                  sellerOfficeId={a.origin_office_id}
                  saldoAllowed={false}
                  remaining={a.remaining_payment}
                  onPaid={reload}
                />
              </CardContent>
            </Card>
          ) : null}

          {mayDo.paySaldo && !editing ? (
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6">
                <h2 className="text-lg font-semibold">Bayar dengan Saldo</h2>
                <PaymentForm
                  key={`saldo-${a.remaining_payment}-${version}`}
                  target={{ orderId: id }}
                  sellerOfficeId={a.origin_office_id}
                  saldoAllowed
                  saldoOnly
                  remaining={a.remaining_payment}
                  onPaid={reload}
                />
              </CardContent>
            </Card>
          ) : null}

          {a.status === "released" || loaded.shipments.length > 0 ? (
            <DocumentShipmentsCard
              shipments={loaded.shipments}
              href={(m) =>
                shipmentDetailPath(
                  {
                    origin: a.origin_office_type,
                    destination: a.destination_office_type,
                    orderType: a.order_type,
                  },
                  seller ? "origin" : "destination",
                  { id: m.id, ...m.attributes },
                )
              }
            />
          ) : null}

          <StatusHistoryCard
            rows={historyRows(
              loaded.history,
              { action: ACTION_LABEL, status: statusLabel },
              localDateTime,
            )}
          />
          {a && a.status !== "draft" ? (
            <DisputeCard subject={{ type: "orders", id, code: a.code }} />
          ) : null}
        </>
      ) : null}

      <Dialog
        open={pending === "preview" && preview !== null}
        onOpenChange={(o) => {
          if (!o && !busy) setPending(null);
        }}
      >
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Validasi</DialogTitle>
            <DialogDescription>
              Periksa stok gudang asal, batas pembelian dan minimal order sebelum memvalidasi.
            </DialogDescription>
          </DialogHeader>
          {preview ? (
            <div className="flex flex-col gap-3 text-sm">
              <Table aria-label="Pratinjau validasi">
                <TableHeader>
                  <TableRow>
                    <TableHead>Barang</TableHead>
                    <TableHead className="text-right">Jumlah</TableHead>
                    <TableHead className="text-right">Stok Tersedia</TableHead>
                    <TableHead className="text-right">Stok Setelah</TableHead>
                    <TableHead>Catatan</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {preview.lines.map((l, i) => (
                    <TableRow key={i}>
                      <TableCell>
                        {l.product_code ?? "-"} - {l.product_name ?? ""}
                      </TableCell>
                      <TableCell className="text-right">{formatNumber(l.quantity)}</TableCell>
                      <TableCell className="text-right">
                        {formatNumber(l.stock_available)}
                      </TableCell>
                      <TableCell className="text-right">{formatNumber(l.stock_after)}</TableCell>
                      <TableCell className="text-destructive">
                        {l.problems.join("; ") || "-"}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <p>
                Minimal order ({preview.is_jawa ? "Jawa" : "luar Jawa"}):{" "}
                {formatRupiah(preview.min_order)} ·{" "}
                {preview.meets_min_order ? "terpenuhi" : "belum terpenuhi"} · Cashback{" "}
                {formatRupiah(preview.cashback)} · Total akhir {formatRupiah(preview.final_price)}
              </p>
              {preview.problems.length ? (
                <Alert variant="error">
                  <ul className="list-disc pl-4">
                    {preview.problems.map((p, i) => (
                      <li key={i}>{p.detail}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
            </div>
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => setPending(null)}
            >
              Kembali
            </Button>
            <Button
              type="button"
              disabled={busy || !preview?.can_validate}
              onClick={() => void act("validateOrder")}
            >
              {busy ? "Memproses..." : "Validasi Order"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={pending === "delete"}
        onOpenChange={(o) => {
          if (!o && !busy) setPending(null);
        }}
        title="Hapus"
        text="Hapus order ini? Order yang dihapus tidak dapat dikembalikan."
        variant="yakin"
        busy={busy}
        onConfirm={() => remove()}
      />
      <ConfirmDialog
        open={pending === "handOver"}
        onOpenChange={(o) => {
          if (!o && !busy) setPending(null);
        }}
        title="Serahkan ke Mitra Usaha"
        text="Serahkan semua barang order ini kepada mitra usaha sekarang? Stok berkurang dan order selesai."
        variant="yakin"
        busy={busy}
        onConfirm={() => act("hand-over")}
      />
      <ConfirmDialog
        open={pending === "duplicate"}
        onOpenChange={(o) => {
          if (!o && !busy) setPending(null);
        }}
        title="Duplikat"
        text="Buat draft baru dengan kantor dan barang yang sama? Harga diambil ulang dari daftar harga."
        variant="yakin"
        busy={busy}
        onConfirm={() => duplicate()}
      />
      {pending === "acc" ? (
        <FormDialog
          title="Acc Pembayaran"
          description="Order dilepas untuk dikirim sebelum lunas. Alasan wajib diisi."
          busy={busy}
          onClose={() => {
            setPending(null);
            setReasonError(null);
          }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) {
              setReasonError("Alasan acc pembayaran wajib diisi");
              return;
            }
            void act("acc-payment");
          }}
        >
          <ReasonField
            id="acc-reason"
            value={reason}
            onChange={setReason}
            error={reasonError}
            busy={busy}
          />
        </FormDialog>
      ) : null}
    </DocumentDetailFrame>
  );
}
