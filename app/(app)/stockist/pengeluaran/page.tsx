import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Barang ke Mitra Usaha" };

/** /stockist/pengeluaran (SPEC §2): the shared stock movement list, kind stockist-to-member. */
export default async function Page() {
  await requireArea("/stockist");
  return <MovementListScreen kindKey="stockist-to-member" stage="pengeluaran" />;
}
