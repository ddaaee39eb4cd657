import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { scopedMovementPageId } from "@/server/shell/page-scope";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Pengiriman Ekspedisi" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengiriman-ekspedisi/{id} (SPEC §2): the shared stock movement page, kind pusat-ekspedisi; 404 outside the office's scope. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang", "/pengiriman-barang");
  const id = await scopedMovementPageId(shell, "pusat-ekspedisi", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="pusat-ekspedisi"
      stage="pengiriman"
      id={id}
      initial={initial}
    />
  );
}
