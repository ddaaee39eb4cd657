import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { scopedMovementPageId } from "@/server/shell/page-scope";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Pengiriman Ekspedisi" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/pengiriman-ekspedisi/{id} (SPEC §2): the shared stock movement page, kind kp-ekspedisi; 404 outside the office's scope. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kantor-pelayanan");
  const id = await scopedMovementPageId(shell, "kp-ekspedisi", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="kp-ekspedisi"
      stage="pengiriman"
      id={id}
      initial={initial}
    />
  );
}
