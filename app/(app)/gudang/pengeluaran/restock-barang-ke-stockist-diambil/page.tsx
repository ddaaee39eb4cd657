import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Restock Barang ke Stockist (Diambil)" };

/** /gudang/pengeluaran/restock-barang-ke-stockist-diambil (SPEC §2): the shared stock movement list, kind pusat-restock-to-stockist-diambil. */
export default async function Page() {
  await requireArea("/gudang");
  return (
    <MovementListScreen
      kindKey="pusat-restock-to-stockist-diambil"
      stage="pengeluaran"
      initial={await prefetchMovementLists("pusat-restock-to-stockist-diambil", "pengeluaran")}
    />
  );
}
