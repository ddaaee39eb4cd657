import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang ke SC (Dikirim)" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengeluaran/barang-ke-sc-dikirim/{id}/pengemasan (SPEC §2): the shared stock movement page, kind pusat-to-sc-dikirim. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang");
  const id = await scopedMovementPageId(shell, "pusat-to-sc-dikirim", (await params).id);
  return <MovementPackingScreen kindKey="pusat-to-sc-dikirim" stage="pengeluaran" id={id} />;
}
