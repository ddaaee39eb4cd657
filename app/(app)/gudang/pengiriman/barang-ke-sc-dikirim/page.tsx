import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengiriman Barang ke SC (Dikirim)" };

/** /gudang/pengiriman/barang-ke-sc-dikirim (SPEC §2): the shared stock movement list, kind pusat-to-sc-dikirim. */
export default async function Page() {
  await requireArea("/gudang", "/pengiriman-barang");
  return (
    <MovementListScreen
      kindKey="pusat-to-sc-dikirim"
      stage="pengiriman"
      initial={await prefetchMovementLists("pusat-to-sc-dikirim", "pengiriman")}
    />
  );
}
