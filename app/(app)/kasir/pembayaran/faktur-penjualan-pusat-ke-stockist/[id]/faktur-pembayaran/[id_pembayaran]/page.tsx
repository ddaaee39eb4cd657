import type { Metadata } from "next";
import { PaymentReceipt } from "@/components/payments/payment-receipt";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Faktur Pembayaran" };

type Props = { params: Promise<{ id: string; id_pembayaran: string }> };

/** /kasir/pembayaran/faktur-penjualan-pusat-ke-stockist/{id}/faktur-pembayaran/{id_pembayaran} (SPEC §2 Kasir): the printable receipt. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kasir");
  const raw = await params;
  const id = await scopedPageId(shell, "orders", raw.id);
  const paymentId = await scopedPageId(shell, "payments", raw.id_pembayaran);
  return <PaymentReceipt orderId={id} paymentId={paymentId} />;
}
