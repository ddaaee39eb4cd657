import type { Metadata } from "next";
import { ReturDetail } from "@/components/returs/retur-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedReturPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Penerimaan Retur dari Pusat" };

type Props = { params: Promise<{ id: string }> };

/** /supplier/penerimaan-retur/{id} (SPEC §2, docs/returns.md): the shared retur detail, screen supplier-penerimaan-retur. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/supplier");
  const id = await scopedReturPageId(shell, "supplier", (await params).id);
  return <ReturDetail key={id} screen="supplier-penerimaan-retur" id={id} />;
}
