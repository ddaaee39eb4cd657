import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StockLedger } from "@/components/stock/stock-ledger";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Kartu Stok" };

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/stock/{id}: the ledger (kartu stok) of one stock row. */
export default async function Page({ params }: Props) {
  await requireArea("/stockist-center");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <StockLedger screen="stockist-center" stockId={id.toLowerCase()} />;
}
