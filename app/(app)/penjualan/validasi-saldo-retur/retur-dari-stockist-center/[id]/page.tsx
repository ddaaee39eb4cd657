import type { Metadata } from "next";
import { ReturDetail } from "@/components/returs/retur-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedReturPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Validasi Saldo Retur dari Stockist Center" };

type Props = { params: Promise<{ id: string }> };

/** /penjualan/validasi-saldo-retur/retur-dari-stockist-center/{id} (SPEC §2, docs/returns.md): the shared retur detail, screen pricing-stockist-center. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/penjualan");
  const id = await scopedReturPageId(shell, "stockist_center", (await params).id);
  return <ReturDetail key={id} screen="pricing-stockist-center" id={id} />;
}
