import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Penerimaan Barang" };

/** /stockist-center/penerimaan (SPEC §2): the shared stock movement list, kind to-sc. */
export default async function Page() {
  await requireArea("/stockist-center");
  return (
    <MovementListScreen
      kindKey="to-sc"
      stage="penerimaan"
      initial={await prefetchMovementLists("to-sc", "penerimaan")}
    />
  );
}
