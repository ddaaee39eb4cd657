import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengiriman Ekspedisi" };

/** /kantor-pelayanan/pengiriman-ekspedisi (SPEC §2): the shared stock movement list, kind kp-ekspedisi. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return (
    <MovementListScreen
      kindKey="kp-ekspedisi"
      stage="pengiriman"
      initial={await prefetchMovementLists("kp-ekspedisi", "pengiriman")}
    />
  );
}
