import type { Metadata } from "next";
import { ReturForm } from "@/components/returs/retur-form";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Retur dari Stockist" };

/** /penjualan/retur/stockist/tambah-retur (SPEC §2, docs/returns.md): the shared retur form, screen penjualan-stockist. */
export default async function Page() {
  await requireArea("/penjualan");
  return <ReturForm screen="penjualan-stockist" />;
}
