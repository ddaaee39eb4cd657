import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengiriman Barang ke SC (Diambil)" };

/** /gudang/pengiriman/barang-ke-sc-diambil (SPEC §2): the shared stock movement list, kind pusat-to-sc-diambil. */
export default async function Page() {
  await requireArea("/gudang", "/pengiriman-barang");
  return (
    <MovementListScreen
      kindKey="pusat-to-sc-diambil"
      stage="pengiriman"
      initial={await prefetchMovementLists("pusat-to-sc-diambil", "pengiriman")}
    />
  );
}
