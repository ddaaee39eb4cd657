"use client";

// An order at the Kasir (/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist/{id},
// /kasir/pembayaran/pinjaman-barang-sc/{id}): the bill (total, discount, shipping, paid, left),
// its payments with their receipts, verify (another Kasir: maker-checker on the server) and
// cancel (reason required), and the 'Bayar' form while something is left to pay.
import * as React from "react";
import { useSubmit } from "@/components/forms/use-submit";
import { useServedFirst } from "@/components/widgets/use-served-first";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Alert } from "@/components/ui/alert";
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
import { useToast } from "@/components/widgets/toast";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { formatRupiah } from "@/lib/format";
import { failureText } from "@/lib/jsonapi-errors";
import { PAYMENT_STATUS_COLOR, receiptPath } from "./paths";
import { PaymentForm } from "./payment-form";
import { loadJsonApi } from "@/lib/jsonapi-load";
import type { OrderPaymentLoaded } from "./order-payment-detail-load";

// The API client (loadJsonApi) and the page's loader load with the first reload or action: the
// first view is the server's (docs/browser-performance.md).
const loader = () => import("./order-payment-detail-load");

// 'Batalkan' opens a dialog the first view does not show: its chunk is fetched when the pointer
// nears or the focus reaches a 'Batalkan' button, at the latest on the click.
const loadCancelDialog = () => import("./cancel-payment-dialog");
const CancelPaymentDialog = React.lazy(() =>
  loadCancelDialog().then((m) => ({ default: m.CancelPaymentDialog })),
);
const preloadCancelDialog = () => void loadCancelDialog().catch(() => undefined);

export function OrderPaymentDetail({
  backHref,
  id,
  initial,
}: {
  /** The screen's list (PAYMENT_SCREENS[screen].basePath, read by the page on the server). */
  backHref: string;
  id: string;
  /** The order and its payments as the page's server loaded them (loadOrderPayment with serverGet). */
  initial?: OrderPaymentLoaded;
}) {
  const user = useSessionUser();
  const toast = useToast();
  const [order, setOrder] = React.useState<OrderPaymentLoaded["order"] | null>(
    initial?.order ?? null,
  );
  const [payments, setPayments] = React.useState<OrderPaymentLoaded["payments"]>(
    initial?.payments ?? [],
  );
  const [error, setError] = React.useState<string | null>(null);
  // An action stays busy until its result is on screen: the load below settles it.
  const { busy, reload, submit, settled, refresh } = useSubmit();
  const [cancelling, setCancelling] = React.useState<{ id: string; code: string } | null>(null);
  // The server's copy stands for the first load; a reload (after an action) asks the API.
  const servedFirst = useServedFirst(initial !== undefined);

  React.useEffect(() => {
    if (servedFirst()) return;
    const ctrl = new AbortController();
    void (async () => {
      try {
        const [{ loadOrderPayment }, { browserGet }] = await Promise.all([loader(), loadJsonApi()]);
        const loaded = await loadOrderPayment(browserGet, id, ctrl.signal);
        setOrder(loaded.order);
        setPayments(loaded.payments);
        settled();
      } catch (err) {
        if (!ctrl.signal.aborted) {
          setError(failureText(err));
          settled();
        }
      }
    })();
    return () => ctrl.abort();
  }, [id, reload, servedFirst, settled]);

  const act = (path: string, method: string, body: unknown, fallback: string) =>
    submit(
      async () => {
        const { callApi } = await loadJsonApi();
        const res = await callApi(path, { method, body });
        toast({ variant: "success", description: String(res.meta?.message ?? fallback) });
        // Busy until the reloaded payments are shown: a second 'Verifikasi' in between would
        // answer 'already verified' right after the success.
        return "reload";
      },
      (err) => toast({ variant: "warning", description: failureText(err) }),
    );

  if (error) return <Alert variant="error">{error}</Alert>;
  if (!order) return <p className="pt-4 text-sm text-muted-foreground">Memuat...</p>;
  const payable =
    (order.status === "validated" || order.status === "released") && order.remaining_payment > 0;

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">
            {order.order_type_label} {order.code}
          </h1>
          <p className="text-sm text-muted-foreground">
            {order.destination_office_code} - {order.destination_office_name} · {order.order_date}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge
            color={order.status === "released" ? "green" : "yellow"}
            data-testid="order-status"
          >
            {order.status_label}
          </Badge>
          <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
            Kembali
          </Link>
        </div>
      </header>

      <Card>
        <CardContent className="grid gap-2 pt-6 text-sm sm:grid-cols-3">
          <Amount label="Total Harga" value={order.total_price} />
          <Amount label="Diskon" value={order.discount} />
          <Amount label="Ongkos Kirim" value={order.shipping_cost} />
          <Amount label="Total Tagihan" value={order.final_price} strong />
          <Amount label="Sudah Dibayar" value={order.paid_amount} />
          <Amount label="Sisa Tagihan" value={order.remaining_payment} strong />
          {order.acc_payment_reason ? (
            <p className="sm:col-span-3">Acc pembayaran: {order.acc_payment_reason}</p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <h2 className="text-lg font-semibold">Riwayat Pembayaran</h2>
          <Table aria-label="Pembayaran order">
            <TableHeader>
              <TableRow>
                <TableHead>Kode</TableHead>
                <TableHead>Tanggal</TableHead>
                <TableHead>Jumlah</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Kasir</TableHead>
                <TableHead>
                  <span className="sr-only">Aksi</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="text-center text-muted-foreground">
                    Belum ada pembayaran
                  </TableCell>
                </TableRow>
              ) : (
                payments.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>
                      <Link
                        href={receiptPath(order.order_type, order.id, p.id)}
                        className="font-medium underline"
                      >
                        {p.code}
                      </Link>
                    </TableCell>
                    <TableCell>{p.payment_date}</TableCell>
                    <TableCell>{formatRupiah(p.amount)}</TableCell>
                    <TableCell>
                      <Badge color={PAYMENT_STATUS_COLOR[p.status] ?? "gray"}>
                        {p.status_label}
                      </Badge>
                      {p.cancel_reason ? (
                        <span className="block text-xs text-muted-foreground">
                          {p.cancel_reason}
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell>{p.created_by_name ?? "-"}</TableCell>
                    <TableCell className="flex gap-2">
                      {p.status === "pending" && can(user, "payments.verify") ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          onClick={() =>
                            void act(
                              `payments/${p.id}/-actions/verify`,
                              "POST",
                              undefined,
                              "Pembayaran berhasil diverifikasi",
                            )
                          }
                        >
                          Verifikasi
                        </Button>
                      ) : null}
                      {p.status !== "cancelled" && can(user, "orders.cancel-payment") ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          onPointerEnter={preloadCancelDialog}
                          onFocus={preloadCancelDialog}
                          onClick={() => setCancelling({ id: p.id, code: p.code })}
                        >
                          Batalkan
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      {cancelling ? (
        <React.Suspense fallback={null}>
          <CancelPaymentDialog
            orderId={order.id}
            payment={cancelling}
            onClose={() => setCancelling(null)}
            onDone={() => {
              setCancelling(null);
              refresh();
            }}
          />
        </React.Suspense>
      ) : null}

      {payable && can(user, "payments.create") ? (
        <Card>
          <CardContent className="flex flex-col gap-3 pt-6">
            <h2 className="text-lg font-semibold">Bayar</h2>
            <PaymentForm
              key={`${order.remaining_payment}-${reload}`}
              target={{ orderId: order.id }}
              sellerOfficeId={order.origin_office_id}
              saldoAllowed={false}
              remaining={order.remaining_payment}
              onPaid={refresh}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function Amount({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-2 sm:flex-col">
      <span className="text-muted-foreground">{label}</span>
      <span className={strong ? "text-base font-semibold" : undefined}>{formatRupiah(value)}</span>
    </div>
  );
}
