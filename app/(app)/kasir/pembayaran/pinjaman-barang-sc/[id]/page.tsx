import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderPaymentDetail } from "@/components/payments/order-payment-detail";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pembayaran Order" };

type Props = { params: Promise<{ id: string }> };

/** /kasir/pembayaran/pinjaman-barang-sc/{id} (SPEC §2 Kasir): the order's bill, its payments and the 'Bayar' form. */
export default async function Page({ params }: Props) {
  await requireArea("/kasir");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <OrderPaymentDetail screen="pinjaman" id={id.toLowerCase()} />;
}
