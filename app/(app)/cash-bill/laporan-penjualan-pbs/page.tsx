import type { Metadata } from "next";
import { BundleList } from "@/components/bundles/bundle-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan Penjualan PBS" };

/** /cash-bill/laporan-penjualan-pbs (docs/cash-bills.md "PBS"): the office's PBS sales reports. */
export default async function Page() {
  await requireArea("/cash-bill");
  return <BundleList screen="cash-bill-laporan-pbs" />;
}
