import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Validasi Saldo Retur dari Stockist Center" };

/** /penjualan/validasi-saldo-retur/retur-dari-stockist-center (SPEC §2, docs/returns.md): the shared retur list, screen pricing-stockist-center. */
export default async function Page() {
  await requireArea("/penjualan");
  return <ReturList screen="pricing-stockist-center" />;
}
