"use client";

// The printable receipt of one payment (/kasir/pembayaran/.../{id}/faktur-pembayaran/{id_pembayaran}):
// seller, buyer, the order's bill, the payment split by method, who recorded and verified it.
// 'Cetak' prints the page; the print CSS (Tailwind `print:` variants) hides the app's chrome.
import * as React from "react";
import Link from "next/link";
import { Printer } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { formatRupiah } from "@/lib/format";
import { failureText, getResource, listResources, type Row } from "@/lib/jsonapi-client";
import type { PayableOrderAttributes, PaymentAttributes, PaymentMethodAttributes } from "./config";
import { orderPaymentPath } from "./paths";

export function PaymentReceipt({ orderId, paymentId }: { orderId: string; paymentId: string }) {
  const [order, setOrder] = React.useState<PayableOrderAttributes | null>(null);
  const [payment, setPayment] = React.useState<PaymentAttributes | null>(null);
  const [methods, setMethods] = React.useState<Row<PaymentMethodAttributes>[]>([]);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    const ctrl = new AbortController();
    void (async () => {
      try {
        const [o, p, m] = await Promise.all([
          getResource<PayableOrderAttributes>("orders", orderId, {}, ctrl.signal),
          getResource<PaymentAttributes>("payments", paymentId, {}, ctrl.signal),
          listResources<PaymentMethodAttributes>(
            "payment-methods",
            { filter: { payment_id: paymentId }, page: { number: 1, size: 50 } },
            ctrl.signal,
          ),
        ]);
        if (p.resource.attributes.order_id !== orderId)
          throw new Error("Pembayaran tidak ditemukan");
        setOrder(o.resource.attributes);
        setPayment(p.resource.attributes);
        setMethods(m.rows);
      } catch (err) {
        if (!ctrl.signal.aborted)
          setError(err instanceof Error && !("status" in err) ? err.message : failureText(err));
      }
    })();
    return () => ctrl.abort();
  }, [orderId, paymentId]);

  if (error) return <Alert variant="error">{error}</Alert>;
  if (!order || !payment) return <p className="pt-4 text-sm text-muted-foreground">Memuat...</p>;

  return (
    <div className="flex flex-col gap-4 pt-2">
      <div className="flex justify-end gap-2 print:hidden">
        <Link
          href={orderPaymentPath(order.order_type, orderId)}
          className={buttonVariants({ variant: "outline" })}
        >
          Kembali
        </Link>
        <Button type="button" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Cetak
        </Button>
      </div>
      <article
        aria-label="Faktur pembayaran"
        className="mx-auto w-full max-w-3xl rounded-md border bg-white p-6 text-sm text-black print:max-w-none print:border-0 print:p-0"
      >
        <header className="flex flex-wrap justify-between gap-2 border-b pb-3">
          <div>
            <h1 className="text-xl font-bold">Faktur Pembayaran</h1>
            <p>{payment.code}</p>
          </div>
          <div className="text-right">
            <p>Tanggal: {payment.payment_date}</p>
            <p>Status: {payment.status_label}</p>
          </div>
        </header>
        <section className="grid grid-cols-2 gap-4 py-3">
          <div>
            <p className="font-semibold">Penjual</p>
            <p>
              {order.origin_office_code} - {order.origin_office_name}
            </p>
          </div>
          <div>
            <p className="font-semibold">Pembayar</p>
            <p>
              {order.destination_office_code} - {order.destination_office_name}
            </p>
          </div>
          <div>
            <p className="font-semibold">{order.order_type_label}</p>
            <p>
              {order.code} ({order.order_date})
            </p>
          </div>
          <div>
            <p className="font-semibold">Total Tagihan</p>
            <p>{formatRupiah(order.final_price)}</p>
          </div>
        </section>
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b">
              <th className="py-1">Metode</th>
              <th className="py-1">Rekening</th>
              <th className="py-1">Referensi</th>
              <th className="py-1 text-right">Jumlah</th>
            </tr>
          </thead>
          <tbody>
            {methods.map((m) => (
              <tr key={m.id} className="border-b">
                <td className="py-1">{m.payment_method_type_name}</td>
                <td className="py-1">
                  {m.bank_name ? `${m.bank_name} ${m.account_number ?? ""}` : "-"}
                </td>
                <td className="py-1">{m.reference_number ?? "-"}</td>
                <td className="py-1 text-right">{formatRupiah(m.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3} className="py-1 font-semibold">
                Total Dibayar
              </td>
              <td className="py-1 text-right font-semibold">{formatRupiah(payment.amount)}</td>
            </tr>
            <tr>
              <td colSpan={3} className="py-1">
                Sisa Tagihan Order
              </td>
              <td className="py-1 text-right">{formatRupiah(order.remaining_payment)}</td>
            </tr>
          </tfoot>
        </table>
        {payment.cancel_reason ? <p className="pt-3">Dibatalkan: {payment.cancel_reason}</p> : null}
        <footer className="grid grid-cols-2 gap-4 pt-10 text-center">
          <div>
            <p>Kasir</p>
            <p className="pt-12">{payment.created_by_name ?? "-"}</p>
          </div>
          <div>
            <p>Diverifikasi</p>
            <p className="pt-12">{payment.verified_by_name ?? "-"}</p>
          </div>
        </footer>
      </article>
    </div>
  );
}
