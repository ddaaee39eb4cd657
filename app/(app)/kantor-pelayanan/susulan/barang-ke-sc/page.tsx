import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Susulan Barang ke SC" };

/** /kantor-pelayanan/susulan/barang-ke-sc (SPEC §2): the shared stock movement list, kind kp-to-sc. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return (
    <MovementListScreen
      kindKey="kp-to-sc"
      stage="susulan"
      initial={await prefetchMovementLists("kp-to-sc", "susulan")}
    />
  );
}
