import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang ke SC" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/susulan/barang-ke-sc/{id}/pengemasan (SPEC §2): the shared stock movement page, kind pusat-to-sc. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang");
  const id = await scopedMovementPageId(shell, "pusat-to-sc", (await params).id);
  return <MovementPackingScreen kindKey="pusat-to-sc" stage="susulan" id={id} />;
}
