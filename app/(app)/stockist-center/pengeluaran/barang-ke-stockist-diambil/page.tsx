import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Barang ke Stockist (Diambil)" };

/** /stockist-center/pengeluaran/barang-ke-stockist-diambil (SPEC §2): the shared stock movement list, kind sc-to-stockist-diambil. */
export default async function Page() {
  await requireArea("/stockist-center");
  return (
    <MovementListScreen
      kindKey="sc-to-stockist-diambil"
      stage="pengeluaran"
      initial={await prefetchMovementLists("sc-to-stockist-diambil", "pengeluaran")}
    />
  );
}
