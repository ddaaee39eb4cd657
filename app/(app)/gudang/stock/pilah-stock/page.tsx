import type { Metadata } from "next";
import { PilahStockScreen } from "@/components/stock-report/pilah-stock-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pilah Stock" };

/** /gudang/stock/pilah-stock (SPEC §2 Gudang): sort returned goods into main or damaged. */
export default async function Page() {
  await requireArea("/gudang");
  return <PilahStockScreen />;
}
