import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaymentReceipt } from "@/components/payments/payment-receipt";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Faktur Pembayaran" };

type Props = { params: Promise<{ id: string; id_pembayaran: string }> };

/** /kasir/pembayaran/faktur-penjualan-pusat-ke-stockist/{id}/faktur-pembayaran/{id_pembayaran} (SPEC §2 Kasir): the printable receipt. */
export default async function Page({ params }: Props) {
  await requireArea("/kasir");
  const { id, id_pembayaran: paymentId } = await params;
  if (!UUID_RE.test(id) || !UUID_RE.test(paymentId)) notFound();
  return <PaymentReceipt orderId={id.toLowerCase()} paymentId={paymentId.toLowerCase()} />;
}
