import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang ke Stockist (Diambil)" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengeluaran/barang-ke-stockist-diambil/{id}/pengemasan (SPEC §2): the shared stock movement page, kind pusat-to-stockist-diambil. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang");
  const id = await scopedMovementPageId(shell, "pusat-to-stockist-diambil", (await params).id);
  return <MovementPackingScreen kindKey="pusat-to-stockist-diambil" stage="pengeluaran" id={id} />;
}
