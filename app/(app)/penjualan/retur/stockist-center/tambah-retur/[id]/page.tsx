import type { Metadata } from "next";
import { ReturDetail } from "@/components/returs/retur-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedReturPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Retur dari Stockist Center" };

type Props = { params: Promise<{ id: string }> };

/** /penjualan/retur/stockist-center/tambah-retur/{id} (SPEC §2, docs/returns.md): the shared retur detail, screen penjualan-stockist-center. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/penjualan");
  const id = await scopedReturPageId(shell, "stockist_center", (await params).id);
  return <ReturDetail key={id} screen="penjualan-stockist-center" id={id} />;
}
