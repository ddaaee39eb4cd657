import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pengiriman Barang ke Mitra Usaha" };

type Props = { params: Promise<{ id: string }> };

/** /stockist/pengiriman/barang-ke-mitra/{id} (SPEC §2): the shared stock movement page, kind stockist-to-member. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist");
  const id = await scopedMovementPageId(shell, "stockist-to-member", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="stockist-to-member"
      stage="pengiriman"
      id={id}
      initial={initial}
    />
  );
}
