import type { Metadata } from "next";
import { StockLedger } from "@/components/stock/stock-ledger";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Kartu Stok" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/stock/{id}: the ledger (kartu stok) of one stock row. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kantor-pelayanan");
  const id = await scopedPageId(shell, "stocks", (await params).id);
  return <StockLedger screen="kantor-pelayanan" stockId={id} />;
}
