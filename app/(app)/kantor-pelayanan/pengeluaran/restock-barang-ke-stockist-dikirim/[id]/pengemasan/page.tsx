import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengemasan Restock Barang ke Stockist (Dikirim)" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/pengeluaran/restock-barang-ke-stockist-dikirim/{id}/pengemasan (SPEC §2): the shared stock movement page, kind kp-restock-to-stockist-dikirim. */
export default async function Page({ params }: Props) {
  await requireArea("/kantor-pelayanan");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementPackingScreen
      kindKey="kp-restock-to-stockist-dikirim"
      stage="pengeluaran"
      id={id.toLowerCase()}
    />
  );
}
