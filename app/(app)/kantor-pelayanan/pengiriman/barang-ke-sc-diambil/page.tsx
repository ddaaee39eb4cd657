import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengiriman Barang ke SC (Diambil)" };

/** /kantor-pelayanan/pengiriman/barang-ke-sc-diambil (SPEC §2): the shared stock movement list, kind kp-to-sc-diambil. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return (
    <MovementListScreen
      kindKey="kp-to-sc-diambil"
      stage="pengiriman"
      initial={await prefetchMovementLists("kp-to-sc-diambil", "pengiriman")}
    />
  );
}
