import type { Metadata } from "next";
import { ReturDetail } from "@/components/returs/retur-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedReturPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Retur ke Pusat" };

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/pengiriman/retur-ke-pusat/{id} (SPEC §2, docs/returns.md): the shared retur detail, screen sc-retur-ke-pusat. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist-center");
  const id = await scopedReturPageId(shell, "stockist_center", (await params).id);
  return <ReturDetail key={id} screen="sc-retur-ke-pusat" id={id} />;
}
