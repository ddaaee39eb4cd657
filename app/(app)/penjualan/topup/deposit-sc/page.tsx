import type { Metadata } from "next";
import { TopupList } from "@/components/topups/topup-list";
import { TOPUP_SCREENS } from "@/components/topups/config";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: TOPUP_SCREENS["penjualan-deposit-sc"].title };

/** /penjualan/topup/deposit-sc (SPEC §2 Penjualan): the SC deposit top-ups. */
export default async function Page() {
  await requireArea("/penjualan");
  return <TopupList screen="penjualan-deposit-sc" />;
}
