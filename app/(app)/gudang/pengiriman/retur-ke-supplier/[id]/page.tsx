import type { Metadata } from "next";
import { ReturDetail } from "@/components/returs/retur-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedReturPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Retur ke Supplier" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengiriman/retur-ke-supplier/{id} (SPEC §2, docs/returns.md): the shared retur detail, screen gudang-retur-ke-supplier. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang", "/retur-barang", "/pengiriman-barang");
  const id = await scopedReturPageId(shell, "supplier", (await params).id);
  return <ReturDetail key={id} screen="gudang-retur-ke-supplier" id={id} />;
}
