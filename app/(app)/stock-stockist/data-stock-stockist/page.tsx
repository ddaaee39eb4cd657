import type { Metadata } from "next";
import { StockList } from "@/components/stock/stock-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Data Stock Stockist" };

/** /stock-stockist/data-stock-stockist (SPEC §2): the stock list, configured in components/stock/config.ts. */
export default async function Page() {
  await requireArea("/stock-stockist");
  return <StockList screen="stock-stockist" />;
}
