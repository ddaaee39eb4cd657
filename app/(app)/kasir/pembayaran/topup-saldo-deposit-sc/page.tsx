import type { Metadata } from "next";
import { TopupList } from "@/components/topups/topup-list";
import { TOPUP_SCREENS } from "@/components/topups/config";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: TOPUP_SCREENS["kasir-deposit-sc"].title };

/** /kasir/pembayaran/topup-saldo-deposit-sc (SPEC §2 Kasir): the Kasir approves SC deposits. */
export default async function Page() {
  await requireArea("/kasir");
  return <TopupList screen="kasir-deposit-sc" />;
}
