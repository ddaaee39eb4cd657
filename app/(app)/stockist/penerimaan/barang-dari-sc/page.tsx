import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Penerimaan Barang dari SC" };

/** /stockist/penerimaan/barang-dari-sc (SPEC §2): the shared stock movement list, kind sc-to-stockist. */
export default async function Page() {
  await requireArea("/stockist");
  return (
    <MovementListScreen
      kindKey="sc-to-stockist"
      stage="penerimaan"
      initial={await prefetchMovementLists("sc-to-stockist", "penerimaan")}
    />
  );
}
