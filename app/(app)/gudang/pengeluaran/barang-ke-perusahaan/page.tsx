import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Barang ke Perusahaan" };

/** /gudang/pengeluaran/barang-ke-perusahaan (SPEC §2, list only): the shared stock movement list, kind pusat-to-perusahaan. */
export default async function Page() {
  await requireArea("/gudang");
  return (
    <MovementListScreen
      kindKey="pusat-to-perusahaan"
      stage="pengeluaran"
      initial={await prefetchMovementLists("pusat-to-perusahaan", "pengeluaran")}
    />
  );
}
