import type { Metadata } from "next";
import { BundleList } from "@/components/bundles/bundle-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan KP" };

/** /kantor-pelayanan/laporan (SPEC §2; docs/money.md "Order and payment bundles"): the report list. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return <BundleList screen="kp-laporan" />;
}
