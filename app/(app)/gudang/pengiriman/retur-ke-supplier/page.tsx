import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Retur ke Supplier" };

/** /gudang/pengiriman/retur-ke-supplier (SPEC §2, docs/returns.md): the shared retur list, screen gudang-retur-ke-supplier. */
export default async function Page() {
  await requireArea("/gudang", "/retur-barang", "/pengiriman-barang");
  return <ReturList screen="gudang-retur-ke-supplier" />;
}
