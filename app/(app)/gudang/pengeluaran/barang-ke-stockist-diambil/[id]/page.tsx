import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pengeluaran Barang ke Stockist (Diambil)" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengeluaran/barang-ke-stockist-diambil/{id} (SPEC §2): the shared stock movement page, kind pusat-to-stockist-diambil. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang");
  const id = await scopedMovementPageId(shell, "pusat-to-stockist-diambil", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="pusat-to-stockist-diambil"
      stage="pengeluaran"
      id={id}
      initial={initial}
    />
  );
}
