import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pengeluaran Barang ke Stockist (Diambil)" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/pengeluaran/barang-ke-stockist-diambil/{id} (SPEC §2): the shared stock movement page, kind kp-to-stockist-diambil. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kantor-pelayanan");
  const id = await scopedMovementPageId(shell, "kp-to-stockist-diambil", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="kp-to-stockist-diambil"
      stage="pengeluaran"
      id={id}
      initial={initial}
    />
  );
}
