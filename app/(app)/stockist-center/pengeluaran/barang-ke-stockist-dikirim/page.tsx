import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Barang ke Stockist (Dikirim)" };

/** /stockist-center/pengeluaran/barang-ke-stockist-dikirim (SPEC §2): the shared stock movement list, kind sc-to-stockist-dikirim. */
export default async function Page() {
  await requireArea("/stockist-center");
  return (
    <MovementListScreen
      kindKey="sc-to-stockist-dikirim"
      stage="pengeluaran"
      initial={await prefetchMovementLists("sc-to-stockist-dikirim", "pengeluaran")}
    />
  );
}
