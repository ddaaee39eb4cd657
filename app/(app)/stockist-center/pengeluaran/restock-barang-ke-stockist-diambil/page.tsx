import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { movementListQuery } from "@/components/stock-movements/config";
import { prefetchList } from "@/server/jsonapi/prefetch-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Restock Barang ke Stockist (Diambil)" };

/** /stockist-center/pengeluaran/restock-barang-ke-stockist-diambil (SPEC §2): the shared stock movement list, kind sc-restock-to-stockist-diambil. */
export default async function Page() {
  await requireArea("/stockist-center");
  return (
    <MovementListScreen
      kindKey="sc-restock-to-stockist-diambil"
      stage="pengeluaran"
      initial={await prefetchList(
        movementListQuery("sc-restock-to-stockist-diambil", "pengeluaran"),
      )}
    />
  );
}
