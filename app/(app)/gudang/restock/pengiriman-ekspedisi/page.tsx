import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { movementListQuery } from "@/components/stock-movements/config";
import { prefetchList } from "@/server/jsonapi/prefetch-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengiriman Ekspedisi" };

/** /gudang/restock/pengiriman-ekspedisi (SPEC §2): the shared stock movement list, kind pusat-ekspedisi. */
export default async function Page() {
  await requireArea("/gudang");
  return (
    <MovementListScreen
      kindKey="pusat-ekspedisi"
      stage="pengiriman"
      initial={await prefetchList(movementListQuery("pusat-ekspedisi", "pengiriman"))}
    />
  );
}
