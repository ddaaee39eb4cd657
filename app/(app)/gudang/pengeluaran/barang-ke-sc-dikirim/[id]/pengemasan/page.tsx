import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengemasan Barang ke SC (Dikirim)" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengeluaran/barang-ke-sc-dikirim/{id}/pengemasan (SPEC §2): the shared stock movement page, kind pusat-to-sc-dikirim. */
export default async function Page({ params }: Props) {
  await requireArea("/gudang");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementPackingScreen
      kindKey="pusat-to-sc-dikirim"
      stage="pengeluaran"
      id={id.toLowerCase()}
    />
  );
}
