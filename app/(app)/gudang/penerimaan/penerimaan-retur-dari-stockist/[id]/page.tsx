import type { Metadata } from "next";
import { ReturDetail } from "@/components/returs/retur-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedReturPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Penerimaan Retur dari Stockist" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/penerimaan/penerimaan-retur-dari-stockist/{id} (SPEC §2, docs/returns.md): the shared retur detail, screen gudang-penerimaan-stockist. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang", "/barang-masuk", "/retur-barang");
  const id = await scopedReturPageId(shell, "stockist", (await params).id);
  return <ReturDetail key={id} screen="gudang-penerimaan-stockist" id={id} />;
}
