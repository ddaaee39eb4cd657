import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengemasan Barang ke Stockist (Diambil)" };

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/pengeluaran/barang-ke-stockist-diambil/{id}/pengemasan (SPEC §2): the shared stock movement page, kind sc-to-stockist-diambil. */
export default async function Page({ params }: Props) {
  await requireArea("/stockist-center");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementPackingScreen
      kindKey="sc-to-stockist-diambil"
      stage="pengeluaran"
      id={id.toLowerCase()}
    />
  );
}
