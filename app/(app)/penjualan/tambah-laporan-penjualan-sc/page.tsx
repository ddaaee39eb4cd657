import type { Metadata } from "next";
import { BundleForm } from "@/components/bundles/bundle-form";
import { BUNDLE_SCREENS } from "@/components/bundles/config";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Laporan Penjualan SC" };

/** /penjualan/tambah-laporan-penjualan-sc (SPEC §2; docs/money.md "Order and payment bundles"): a new report. */
export default async function Page() {
  await requireArea("/penjualan");
  return <BundleForm cfg={BUNDLE_SCREENS["penjualan-validasi-sc"]} />;
}
