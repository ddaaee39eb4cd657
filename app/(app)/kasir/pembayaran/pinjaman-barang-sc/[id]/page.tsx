import type { Metadata } from "next";
import { OrderPaymentDetail } from "@/components/payments/order-payment-detail";
import { loadOrderPayment } from "@/components/payments/order-payment-detail-load";
import { PAYMENT_SCREENS } from "@/components/payments/config";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pembayaran Order" };

type Props = { params: Promise<{ id: string }> };

/** /kasir/pembayaran/pinjaman-barang-sc/{id} (SPEC §2 Kasir): the order's bill, its payments and the 'Bayar' form. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kasir");
  const id = await scopedPageId(shell, "orders", (await params).id);
  const initial = await prefetched(() => loadOrderPayment(serverGet, id));
  return (
    <OrderPaymentDetail
      key={id}
      backHref={PAYMENT_SCREENS.pinjaman.basePath}
      id={id}
      initial={initial}
    />
  );
}
