import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Barang ke Supplier" };

/** /gudang/pengeluaran/barang-ke-supplier (SPEC §2, docs/returns.md): the shared retur list, screen gudang-barang-ke-supplier. */
export default async function Page() {
  await requireArea("/gudang");
  return <ReturList screen="gudang-barang-ke-supplier" />;
}
