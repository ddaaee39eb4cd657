import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pengiriman Barang ke SC (Diambil)" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/pengiriman/barang-ke-sc-diambil/{id} (SPEC §2): the shared stock movement page, kind kp-to-sc-diambil. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kantor-pelayanan");
  const id = await scopedMovementPageId(shell, "kp-to-sc-diambil", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="kp-to-sc-diambil"
      stage="pengiriman"
      id={id}
      initial={initial}
    />
  );
}
