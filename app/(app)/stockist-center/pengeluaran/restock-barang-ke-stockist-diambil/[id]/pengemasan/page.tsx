import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Restock Barang ke Stockist (Diambil)" };

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/pengeluaran/restock-barang-ke-stockist-diambil/{id}/pengemasan (SPEC §2): the shared stock movement page, kind sc-restock-to-stockist-diambil. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist-center");
  const id = await scopedMovementPageId(shell, "sc-restock-to-stockist-diambil", (await params).id);
  return (
    <MovementPackingScreen kindKey="sc-restock-to-stockist-diambil" stage="pengeluaran" id={id} />
  );
}
