import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengiriman Barang ke Mitra Usaha" };

/** /stockist/pengiriman/barang-ke-mitra (SPEC §2): the shared stock movement list, kind stockist-to-member. */
export default async function Page() {
  await requireArea("/stockist");
  return (
    <MovementListScreen
      kindKey="stockist-to-member"
      stage="pengiriman"
      initial={await prefetchMovementLists("stockist-to-member", "pengiriman")}
    />
  );
}
