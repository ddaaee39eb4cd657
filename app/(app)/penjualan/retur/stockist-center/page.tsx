import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Retur dari Stockist Center" };

/** /penjualan/retur/stockist-center (SPEC §2, docs/returns.md): the shared retur list, screen penjualan-stockist-center. */
export default async function Page() {
  await requireArea("/penjualan");
  return <ReturList screen="penjualan-stockist-center" />;
}
