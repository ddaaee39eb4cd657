import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Retur dari Stockist" };

/** /penjualan/retur/stockist (SPEC §2, docs/returns.md): the shared retur list, screen penjualan-stockist. */
export default async function Page() {
  await requireArea("/penjualan");
  return <ReturList screen="penjualan-stockist" />;
}
