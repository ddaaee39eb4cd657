import type { Metadata } from "next";
import { ReturDetail } from "@/components/returs/retur-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedReturPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Retur ke Pusat" };

type Props = { params: Promise<{ id: string }> };

/** /stockist/pengiriman/retur-ke-pusat/{id} (SPEC §2, docs/returns.md): the shared retur detail, screen stockist-retur-ke-pusat. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist");
  const id = await scopedReturPageId(shell, "stockist", (await params).id);
  return <ReturDetail key={id} screen="stockist-retur-ke-pusat" id={id} />;
}
