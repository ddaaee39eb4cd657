import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengiriman Ekspedisi" };

/** /gudang/pengiriman-ekspedisi (SPEC §2): the shared stock movement list, kind pusat-ekspedisi. */
export default async function Page() {
  await requireArea("/gudang", "/pengiriman-barang");
  return (
    <MovementListScreen
      kindKey="pusat-ekspedisi"
      stage="pengiriman"
      initial={await prefetchMovementLists("pusat-ekspedisi", "pengiriman")}
    />
  );
}
