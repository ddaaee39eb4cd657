import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = {
  title: "Detail Pengeluaran Restock Barang ke Stockist (Dikirim)",
};

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/pengeluaran/restock-barang-ke-stockist-dikirim/{id} (SPEC §2): the shared stock movement page, kind kp-restock-to-stockist-dikirim. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kantor-pelayanan");
  const id = await scopedMovementPageId(shell, "kp-restock-to-stockist-dikirim", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="kp-restock-to-stockist-dikirim"
      stage="pengeluaran"
      id={id}
      initial={initial}
    />
  );
}
