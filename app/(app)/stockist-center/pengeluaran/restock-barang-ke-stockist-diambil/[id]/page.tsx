import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = {
  title: "Detail Pengeluaran Restock Barang ke Stockist (Diambil)",
};

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/pengeluaran/restock-barang-ke-stockist-diambil/{id} (SPEC §2): the shared stock movement page, kind sc-restock-to-stockist-diambil. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist-center");
  const id = await scopedMovementPageId(shell, "sc-restock-to-stockist-diambil", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="sc-restock-to-stockist-diambil"
      stage="pengeluaran"
      id={id}
      initial={initial}
    />
  );
}
