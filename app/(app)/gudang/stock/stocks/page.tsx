import type { Metadata } from "next";
import { StockList } from "@/components/stock/stock-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Stock Barang" };

/** /gudang/stock/stocks (SPEC §2): the stock list, configured in components/stock/config.ts. */
export default async function Page() {
  await requireArea("/gudang");
  return <StockList screen="gudang" />;
}
