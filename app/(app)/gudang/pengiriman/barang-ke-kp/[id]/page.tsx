import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pengiriman Barang ke KP" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengiriman/barang-ke-kp/{id} (SPEC §2): the shared stock movement page, kind pusat-to-kp. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang", "/pengiriman-barang");
  const id = await scopedMovementPageId(shell, "pusat-to-kp", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="pusat-to-kp"
      stage="pengiriman"
      id={id}
      initial={initial}
    />
  );
}
