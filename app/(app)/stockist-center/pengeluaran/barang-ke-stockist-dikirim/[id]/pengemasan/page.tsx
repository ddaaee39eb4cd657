import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang ke Stockist (Dikirim)" };

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/pengeluaran/barang-ke-stockist-dikirim/{id}/pengemasan (SPEC §2): the shared stock movement page, kind sc-to-stockist-dikirim. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist-center");
  const id = await scopedMovementPageId(shell, "sc-to-stockist-dikirim", (await params).id);
  return <MovementPackingScreen kindKey="sc-to-stockist-dikirim" stage="pengeluaran" id={id} />;
}
