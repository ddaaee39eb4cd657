import type { Metadata } from "next";
import { AwaitingPaymentList } from "@/components/payments/awaiting-payment-list";
import { awaitingPaymentQuery } from "@/components/payments/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pinjaman Barang SC" };

/** /kasir/pembayaran/pinjaman-barang-sc (SPEC §2 Kasir): orders waiting for payment. */
export default async function Page() {
  await requireArea("/kasir");
  return (
    <AwaitingPaymentList
      screen="pinjaman"
      initial={await prefetchList(awaitingPaymentQuery("pinjaman"))}
    />
  );
}
