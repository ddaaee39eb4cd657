import type { Metadata } from "next";
import { ReturDetail } from "@/components/returs/retur-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedReturPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Retur ke Pusat" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/retur/pusat/tambah-retur/{id} (SPEC §2, docs/returns.md): the shared retur detail, screen kp-retur-pusat. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kantor-pelayanan");
  const id = await scopedReturPageId(shell, "kantor_pelayanan", (await params).id);
  return <ReturDetail key={id} screen="kp-retur-pusat" id={id} />;
}
