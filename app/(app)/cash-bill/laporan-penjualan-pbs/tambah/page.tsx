import type { Metadata } from "next";
import { BundleForm } from "@/components/bundles/bundle-form";
import { BUNDLE_SCREENS } from "@/components/bundles/config";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Laporan Penjualan PBS" };

/** /cash-bill/laporan-penjualan-pbs/tambah (docs/cash-bills.md "PBS"): a new PBS sales report. */
export default async function Page() {
  await requireArea("/cash-bill");
  return <BundleForm cfg={BUNDLE_SCREENS["cash-bill-laporan-pbs"]} />;
}
