import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Penerimaan Barang dari Supplier" };

/** /gudang/penerimaan/penerimaan-barang-dari-supplier (SPEC §2): the shared stock movement list, kind supplier-to-pusat. */
export default async function Page() {
  await requireArea("/gudang", "/barang-masuk");
  return (
    <MovementListScreen
      kindKey="supplier-to-pusat"
      stage="penerimaan"
      initial={await prefetchMovementLists("supplier-to-pusat", "penerimaan")}
    />
  );
}
