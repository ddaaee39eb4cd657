import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengemasan Barang ke Stockist" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/susulan/barang-ke-stockist/{id}/pengemasan (SPEC §2): the shared stock movement page, kind pusat-to-stockist. */
export default async function Page({ params }: Props) {
  await requireArea("/gudang");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementPackingScreen kindKey="pusat-to-stockist" stage="susulan" id={id.toLowerCase()} />
  );
}
