import type { Metadata } from "next";
import { StockLedger } from "@/components/stock/stock-ledger";
import { loadStockLedger } from "@/components/stock/stock-ledger-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Kartu Stok" };

type Props = { params: Promise<{ id: string }> };

/** /supplier/stock/{id}: the ledger (kartu stok) of one stock row. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/supplier");
  const id = await scopedPageId(shell, "stocks", (await params).id);
  const initial = await prefetched(() => loadStockLedger(serverGet, id));
  return <StockLedger key={id} screen="supplier" stockId={id} initial={initial} />;
}
