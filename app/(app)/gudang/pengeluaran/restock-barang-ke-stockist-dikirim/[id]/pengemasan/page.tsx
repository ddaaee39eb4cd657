import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Restock Barang ke Stockist (Dikirim)" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengeluaran/restock-barang-ke-stockist-dikirim/{id}/pengemasan (SPEC §2): the shared stock movement page, kind pusat-restock-to-stockist-dikirim. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang");
  const id = await scopedMovementPageId(shell, "pusat-restock-to-stockist-dikirim", (await params).id);
  return (
    <MovementPackingScreen
      kindKey="pusat-restock-to-stockist-dikirim"
      stage="pengeluaran"
      id={id}
    />
  );
}
