import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Restock Barang ke Stockist (Diambil)" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/pengeluaran/restock-barang-ke-stockist-diambil/{id}/pengemasan (SPEC §2): the shared stock movement page, kind kp-restock-to-stockist-diambil. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kantor-pelayanan");
  const id = await scopedMovementPageId(shell, "kp-restock-to-stockist-diambil", (await params).id);
  return (
    <MovementPackingScreen kindKey="kp-restock-to-stockist-diambil" stage="pengeluaran" id={id} />
  );
}
