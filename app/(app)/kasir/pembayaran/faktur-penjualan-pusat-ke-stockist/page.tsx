import type { Metadata } from "next";
import { AwaitingPaymentList } from "@/components/payments/awaiting-payment-list";
import { awaitingPaymentQuery } from "@/components/payments/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Faktur Penjualan Pusat ke Stockist" };

/** /kasir/pembayaran/faktur-penjualan-pusat-ke-stockist (SPEC §2 Kasir): orders waiting for payment. */
export default async function Page() {
  await requireArea("/kasir");
  return (
    <AwaitingPaymentList
      screen="faktur"
      initial={await prefetchList(awaitingPaymentQuery("faktur"))}
    />
  );
}
