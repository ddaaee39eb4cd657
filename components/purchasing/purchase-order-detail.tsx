"use client";

// The purchase-order detail of both sides (config.ts): header data, the lines with ordered and
// received quantities, the goods receipts (incoming-goods), the state history, and the actions
// the caller's side and permissions allow: the buyer 'Kirim ke Supplier' (draft) and 'Batalkan
// Pembelian' with a reason (draft/submitted); the supplier 'Mulai Siapkan' (submitted).
import { LocalDateTime, localDateTime } from "@/components/widgets/local-date-time";
import * as React from "react";
import { useServedFirst } from "@/components/widgets/use-served-first";
import { useRouter } from "next/navigation";
import { Ban, PackageOpen, PackageSearch, Send } from "lucide-react";
import { can } from "@/components/data-table/permissions";
import { FormDialog } from "@/components/forms/form-actions";
import {
  EmptyRow,
  Info,
  ReasonField,
  historyRows,
  StatusHistoryCard,
} from "@/components/widgets/detail-parts";
import { LinesTable, type LineColumn } from "@/components/widgets/detail-parts";
import { callAction } from "@/components/setup/action-client";
import { useSessionUser } from "@/components/shell/session-provider";
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
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { DocumentDetailFrame } from "@/components/widgets/document-detail-frame";
import { useToast } from "@/components/widgets/toast";
import { formatRupiah } from "@/lib/format";
import {
  JsonApiError,
  browserGet,
  createResource,
  failureText,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import { DocumentShipmentsCard } from "@/components/stock-movements/document-shipments";
import { writtenOffText } from "@/components/stock-movements/document-shipments-data";
import { detailPath, packingPath, stageOf } from "@/components/stock-movements/paths";
import { movementKind } from "@/components/stock-movements/config";
import {
  PURCHASING_SCREENS,
  statusLabel,
  type PurchaseOrderDetailAttributes,
  type PurchasingScreenKey,
} from "./config";
import { PurchaseOrderStatusBadge } from "./status-badge";
import {
  loadPurchaseOrderDetail,
  type PurchaseOrderDetailLoaded,
} from "./purchase-order-detail-load";

/** The movement kind a purchase order's shipments belong to (components/stock-movements). */
const SHIPMENT_KIND = movementKind("supplier-to-pusat");

/** The figure columns of the purchase order's lines table. */
const PURCHASE_LINE_COLUMNS: readonly LineColumn<ResourceObject<PurchaseOrderDetailAttributes>>[] =
  [
    { header: "Dipesan", format: "number", value: (l) => l.attributes.quantity },
    { header: "Diterima", format: "number", value: (l) => l.attributes.received_quantity },
    { header: "Harga Satuan", format: "rupiah", value: (l) => l.attributes.unit_price },
    { header: "Subtotal", format: "rupiah", value: (l) => l.attributes.total_price },
  ];

const ACTION_LABEL: Record<string, string> = {
  create: "Dibuat",
  submit: "Dikirim ke supplier",
  process: "Mulai disiapkan supplier",
  cancel: "Dibatalkan",
  receipt: "Barang diterima",
  send: "Barang dikirim supplier",
};

type Pending = "submit" | "process" | "cancel" | null;

export function PurchaseOrderDetail({
  screen,
  id,
  initial,
}: {
  screen: PurchasingScreenKey;
  id: string;
  /** The purchase order as the page's server loaded it (loadPurchaseOrderDetail with serverGet). */
  initial?: PurchaseOrderDetailLoaded;
}) {
  const cfg = PURCHASING_SCREENS[screen];
  const buyer = cfg.side === "buyer";
  const user = useSessionUser();
  const toast = useToast();
  const router = useRouter();
  const [version, setVersion] = React.useState(0);
  const [state, setState] = React.useState<{
    loaded: PurchaseOrderDetailLoaded | null;
    error: string | null;
  }>({ loaded: initial ?? null, error: null });
  // The server's copy stands for the first load; a reload (after an action) asks the API.
  const servedFirst = useServedFirst(initial !== undefined);
  const [pending, setPending] = React.useState<Pending>(null);
  const [busy, setBusy] = React.useState(false);
  const [reason, setReason] = React.useState("");
  const [reasonError, setReasonError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (servedFirst()) return;
    const ac = new AbortController();
    loadPurchaseOrderDetail(browserGet, id, ac.signal)
      .then((loaded) => setState({ loaded, error: null }))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setState({ loaded: null, error: failureText(err) });
      });
    return () => ac.abort();
  }, [id, version, servedFirst]);

  const run = async (name: "submit" | "process" | "cancel") => {
    setBusy(true);
    try {
      const body =
        name === "cancel"
          ? { data: { type: "purchase-orders", id, attributes: { reason } } }
          : undefined;
      const res = await callAction<{ meta?: { message?: string } }>(
        `purchase-orders/${id}/-actions/${name}`,
        "PATCH",
        body,
      );
      toast({ variant: "success", description: res.meta?.message ?? "Data Berhasil diubah" });
      setPending(null);
      setReason("");
      setReasonError(null);
      setVersion((v) => v + 1);
    } catch (err) {
      if (name === "cancel" && err instanceof JsonApiError && err.fieldErrors.reason) {
        setReasonError(err.fieldErrors.reason);
        return;
      }
      toast({ variant: "error", description: failureText(err) });
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const loaded = state.loaded;
  const a = loaded?.po.attributes;
  const writtenOff = writtenOffText(loaded?.shipments ?? []);
  const mayDo = {
    submit: buyer && a?.status === "draft" && can(user, "purchase-orders.submit"),
    cancel:
      buyer &&
      (a?.status === "draft" || a?.status === "submitted") &&
      can(user, "purchase-orders.cancel"),
    process: !buyer && a?.status === "submitted" && can(user, "purchase-orders.process"),
    // The supplier ships what is still open once no shipment of it is under way: none on the
    // road, none with units still in transit (those are settled first, docs/stock-movements.md).
    ship:
      !buyer &&
      (a?.status === "processing" || a?.status === "partially_received") &&
      can(user, "stock-movements.create") &&
      !!loaded &&
      loaded.shipments.every(
        (s) =>
          s.attributes.status === "cancelled" ||
          ((s.attributes.status === "received" || s.attributes.status === "partially_received") &&
            s.attributes.is_complete),
      ) &&
      loaded.lines.some((l) => l.attributes.quantity > l.attributes.received_quantity),
  };

  /** A draft shipment of everything not yet received, then its packing page. */
  const ship = async () => {
    if (!loaded || !SHIPMENT_KIND) return;
    setBusy(true);
    try {
      const movement = await createResource(
        "stock-movements",
        {
          details: loaded.lines
            .filter((l) => l.attributes.quantity > l.attributes.received_quantity)
            .map((l) => ({
              product_id: l.attributes.product_id,
              quantity: l.attributes.quantity - l.attributes.received_quantity,
            })),
          delivery_method: "dikirim",
        },
        { "purchase-order": { data: { type: "purchase-orders", id } } },
      );
      toast({ variant: "success", description: "Pengeluaran barang berhasil dibuat" });
      router.push(
        packingPath(SHIPMENT_KIND, "pengeluaran", movement.id) ??
          detailPath(SHIPMENT_KIND, "pengeluaran", movement.id),
      );
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
      setBusy(false);
    }
  };

  return (
    <DocumentDetailFrame
      title={`${buyer ? "Detail Pembelian" : "Detail Persiapan Stok"}${a ? ` ${a.code}` : ""}`}
      status={
        a ? (
          <>
            Status: <PurchaseOrderStatusBadge status={a.status} />
            {a.status === "received" && writtenOff ? (
              <span className="text-muted-foreground" data-testid="po-written-off">
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
          {mayDo.submit ? (
            <Button type="button" onClick={() => setPending("submit")}>
              <Send className="size-4" aria-hidden="true" />
              Kirim ke Supplier
            </Button>
          ) : null}
          {mayDo.process ? (
            <Button type="button" onClick={() => setPending("process")}>
              <PackageSearch className="size-4" aria-hidden="true" />
              Mulai Siapkan
            </Button>
          ) : null}
          {mayDo.ship ? (
            <Button type="button" onClick={() => void ship()} disabled={busy}>
              <PackageOpen className="size-4" aria-hidden="true" />
              Buat Pengeluaran
            </Button>
          ) : null}
          {mayDo.cancel ? (
            <Button type="button" variant="destructive" onClick={() => setPending("cancel")}>
              <Ban className="size-4" aria-hidden="true" />
              Batalkan Pembelian
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
              <Info
                label={buyer ? "Supplier" : "Pemesan"}
                value={
                  buyer
                    ? `${a.supplier_code ?? "-"} - ${a.supplier_name ?? ""}`
                    : `${a.office_code ?? "-"} - ${a.office_name ?? ""}`
                }
              />
              <Info label="Total" value={formatRupiah(a.total_price)} />
              <Info label="Kredit Retur Supplier" value={formatRupiah(a.supplier_retur_credit)} />
              <Info label="Tanggal Pembelian" value={a.order_date} />
              <Info label="Perkiraan Tanggal Tiba" value={a.expected_date ?? "-"} />
              <Info
                label="Dikirim ke Supplier"
                value={a.submitted_at ? <LocalDateTime iso={a.submitted_at} /> : "-"}
              />
              <Info label="Keterangan" value={a.description ?? "-"} />
              {a.cancel_reason ? <Info label="Alasan Pembatalan" value={a.cancel_reason} /> : null}
            </CardContent>
          </Card>

          <Card>
            <CardContent className="flex flex-col gap-3 pt-6">
              <h2 className="text-lg font-semibold">Barang</h2>
              <LinesTable
                label="Barang pembelian"
                lines={loaded.lines}
                columns={PURCHASE_LINE_COLUMNS}
              />
            </CardContent>
          </Card>

          <Card>
            <CardContent className="flex flex-col gap-3 pt-6">
              <h2 className="text-lg font-semibold">Penerimaan Barang</h2>
              <Table aria-label="Penerimaan barang">
                <TableHeader>
                  <TableRow>
                    <TableHead>Kode Penerimaan</TableHead>
                    <TableHead>Diterima</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {loaded.receipts.length === 0 ? (
                    <EmptyRow colSpan={2} />
                  ) : (
                    loaded.receipts.map((r) => (
                      <TableRow key={r.id}>
                        <TableCell>{r.attributes.code}</TableCell>
                        <TableCell>
                          {r.attributes.received_at ? (
                            <LocalDateTime iso={r.attributes.received_at} />
                          ) : (
                            "-"
                          )}
                        </TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </CardContent>
          </Card>

          <DocumentShipmentsCard
            shipments={loaded.shipments}
            href={(m) =>
              SHIPMENT_KIND
                ? detailPath(
                    SHIPMENT_KIND,
                    stageOf(SHIPMENT_KIND, buyer ? "destination" : "origin", m.attributes),
                    m.id,
                  )
                : null
            }
          />

          <StatusHistoryCard
            rows={historyRows(
              loaded.history,
              { action: ACTION_LABEL, status: statusLabel },
              localDateTime,
            )}
          />
        </>
      ) : null}

      <ConfirmDialog
        open={pending === "submit" || pending === "process"}
        onOpenChange={(o) => {
          if (!o && !busy) setPending(null);
        }}
        title={pending === "process" ? "Mulai Siapkan" : "Kirim ke Supplier"}
        text={
          pending === "process"
            ? "Mulai menyiapkan barang pesanan ini? Pusat tidak dapat membatalkannya lagi."
            : "Kirim pembelian ini ke supplier? Setelah dikirim, barang dan harga tidak dapat diubah."
        }
        variant="yakin"
        busy={busy}
        onConfirm={() => (pending === "process" ? run("process") : run("submit"))}
      />
      {pending === "cancel" ? (
        <FormDialog
          title="Batalkan Pembelian"
          description="Pembelian yang dibatalkan tidak dapat dikirim atau diproses lagi."
          busy={busy}
          onClose={() => {
            setPending(null);
            setReasonError(null);
          }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) {
              setReasonError("Alasan pembatalan wajib diisi");
              return;
            }
            void run("cancel");
          }}
        >
          <ReasonField
            id="cancel-reason"
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
