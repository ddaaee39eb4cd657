import type { Metadata } from "next";
import { ReturDetail } from "@/components/returs/retur-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedReturPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Retur dari Kantor Pelayanan" };

type Props = { params: Promise<{ id: string }> };

/** /penjualan/retur/kantor-pelayanan/tambah-retur/{id} (SPEC §2, docs/returns.md): the shared retur detail, screen penjualan-kantor-pelayanan. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/penjualan");
  const id = await scopedReturPageId(shell, "kantor_pelayanan", (await params).id);
  return <ReturDetail key={id} screen="penjualan-kantor-pelayanan" id={id} />;
}
