import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang ke Stockist (Diambil)" };

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/pengeluaran/barang-ke-stockist-diambil/{id}/pengemasan (SPEC §2): the shared stock movement page, kind sc-to-stockist-diambil. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist-center");
  const id = await scopedMovementPageId(shell, "sc-to-stockist-diambil", (await params).id);
  return <MovementPackingScreen kindKey="sc-to-stockist-diambil" stage="pengeluaran" id={id} />;
}
