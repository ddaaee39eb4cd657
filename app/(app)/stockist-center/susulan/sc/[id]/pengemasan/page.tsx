import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang ke Stockist" };

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/susulan/sc/{id}/pengemasan (SPEC §2): the shared stock movement page, kind sc-to-stockist. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist-center");
  const id = await scopedMovementPageId(shell, "sc-to-stockist", (await params).id);
  return <MovementPackingScreen kindKey="sc-to-stockist" stage="susulan" id={id} />;
}
