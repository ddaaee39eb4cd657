import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang ke Stockist" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/susulan/barang-ke-stockist/{id}/pengemasan (SPEC §2): the shared stock movement page, kind pusat-to-stockist. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang");
  const id = await scopedMovementPageId(shell, "pusat-to-stockist", (await params).id);
  return <MovementPackingScreen kindKey="pusat-to-stockist" stage="susulan" id={id} />;
}
