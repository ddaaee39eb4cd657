import type { Metadata } from "next";
import { BundleList } from "@/components/bundles/bundle-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Validasi Laporan Kasir KP" };

/** /kasir/validasi/laporan-kasir-kp (SPEC §2; docs/money.md "Order and payment bundles"): the report list. */
export default async function Page() {
  await requireArea("/kasir");
  return <BundleList screen="kasir-validasi-kp" />;
}
