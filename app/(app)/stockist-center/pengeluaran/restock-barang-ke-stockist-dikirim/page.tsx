import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Restock Barang ke Stockist (Dikirim)" };

/** /stockist-center/pengeluaran/restock-barang-ke-stockist-dikirim (SPEC §2): the shared stock movement list, kind sc-restock-to-stockist-dikirim. */
export default async function Page() {
  await requireArea("/stockist-center");
  return (
    <MovementListScreen
      kindKey="sc-restock-to-stockist-dikirim"
      stage="pengeluaran"
      initial={await prefetchMovementLists("sc-restock-to-stockist-dikirim", "pengeluaran")}
    />
  );
}
