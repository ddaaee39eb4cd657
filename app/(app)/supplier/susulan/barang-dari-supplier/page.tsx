import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Susulan Barang dari Supplier" };

/** /supplier/susulan/barang-dari-supplier (SPEC §2): the shared stock movement list, kind supplier-to-pusat. */
export default async function Page() {
  await requireArea("/supplier");
  return (
    <MovementListScreen
      kindKey="supplier-to-pusat"
      stage="susulan"
      initial={await prefetchMovementLists("supplier-to-pusat", "susulan")}
    />
  );
}
