import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang ke Stockist" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/susulan/barang-ke-stockist/{id}/pengemasan (SPEC §2): the shared stock movement page, kind kp-to-stockist. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kantor-pelayanan");
  const id = await scopedMovementPageId(shell, "kp-to-stockist", (await params).id);
  return <MovementPackingScreen kindKey="kp-to-stockist" stage="susulan" id={id} />;
}
