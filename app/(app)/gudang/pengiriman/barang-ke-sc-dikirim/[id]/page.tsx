import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pengiriman Barang ke SC (Dikirim)" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengiriman/barang-ke-sc-dikirim/{id} (SPEC §2): the shared stock movement page, kind pusat-to-sc-dikirim. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang", "/pengiriman-barang");
  const id = await scopedMovementPageId(shell, "pusat-to-sc-dikirim", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="pusat-to-sc-dikirim"
      stage="pengiriman"
      id={id}
      initial={initial}
    />
  );
}
