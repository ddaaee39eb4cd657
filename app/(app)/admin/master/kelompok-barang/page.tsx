import type { Metadata } from "next";
import { LookupScreen } from "@/components/data-table/lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Kelompok Barang" };

/** /admin/master/kelompok-barang (SPEC §2 Admin): the product category master list. */
export default async function KelompokBarangPage() {
  await requireArea("/admin");
  return <LookupScreen kind="product-categories" />;
}
