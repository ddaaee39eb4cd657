import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Susulan Barang ke Stockist" };

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/susulan/sc/{id} (SPEC §2): the shared stock movement page, kind sc-to-stockist. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist-center");
  const id = await scopedMovementPageId(shell, "sc-to-stockist", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="sc-to-stockist"
      stage="susulan"
      id={id}
      initial={initial}
    />
  );
}
