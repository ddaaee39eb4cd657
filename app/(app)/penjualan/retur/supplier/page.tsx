import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Retur ke Supplier" };

/** /penjualan/retur/supplier (SPEC §2, docs/returns.md): the shared retur list, screen penjualan-supplier. */
export default async function Page() {
  await requireArea("/penjualan");
  return <ReturList screen="penjualan-supplier" />;
}
