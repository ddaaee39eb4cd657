import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { movementListQuery } from "@/components/stock-movements/config";
import { prefetchList } from "@/server/jsonapi/prefetch-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Barang ke SC (Diambil)" };

/** /gudang/pengeluaran/barang-ke-sc-diambil (SPEC §2): the shared stock movement list, kind pusat-to-sc-diambil. */
export default async function Page() {
  await requireArea("/gudang");
  return (
    <MovementListScreen
      kindKey="pusat-to-sc-diambil"
      stage="pengeluaran"
      initial={await prefetchList(movementListQuery("pusat-to-sc-diambil", "pengeluaran"))}
    />
  );
}
