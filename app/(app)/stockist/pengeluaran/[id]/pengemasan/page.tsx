import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang ke Mitra Usaha" };

type Props = { params: Promise<{ id: string }> };

/** /stockist/pengeluaran/{id}/pengemasan (SPEC §2): the shared stock movement page, kind stockist-to-member. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist");
  const id = await scopedMovementPageId(shell, "stockist-to-member", (await params).id);
  return <MovementPackingScreen kindKey="stockist-to-member" stage="pengeluaran" id={id} />;
}
