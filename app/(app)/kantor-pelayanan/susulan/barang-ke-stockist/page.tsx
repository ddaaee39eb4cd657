import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Susulan Barang ke Stockist" };

/** /kantor-pelayanan/susulan/barang-ke-stockist (SPEC §2): the shared stock movement list, kind kp-to-stockist. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return (
    <MovementListScreen
      kindKey="kp-to-stockist"
      stage="susulan"
      initial={await prefetchMovementLists("kp-to-stockist", "susulan")}
    />
  );
}
