import type { Metadata } from "next";
import { PaymentLog } from "@/components/payments/payment-log";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Log Pembayaran" };

/** /kasir/log-pembayaran (SPEC §2 Kasir): every payment with filters. */
export default async function Page() {
  await requireArea("/kasir");
  return <PaymentLog />;
}
