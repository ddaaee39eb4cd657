import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pengeluaran Barang dari Supplier" };

type Props = { params: Promise<{ id: string }> };

/** /supplier/pengeluaran/barang-dari-supplier/{id} (SPEC §2): the shared stock movement detail, kind supplier-to-pusat. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/supplier");
  const id = await scopedMovementPageId(shell, "supplier-to-pusat", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="supplier-to-pusat"
      stage="pengeluaran"
      id={id}
      initial={initial}
    />
  );
}
