import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { movementListQuery } from "@/components/stock-movements/config";
import { prefetchList } from "@/server/jsonapi/prefetch-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Penerimaan Barang dari Pusat" };

/** /stockist/penerimaan/barang-dari-pusat (SPEC §2): the shared stock movement list, kind pusat-to-stockist. */
export default async function Page() {
  await requireArea("/stockist");
  return (
    <MovementListScreen
      kindKey="pusat-to-stockist"
      stage="penerimaan"
      initial={await prefetchList(movementListQuery("pusat-to-stockist", "penerimaan"))}
    />
  );
}
