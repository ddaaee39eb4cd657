import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengemasan Barang dari Supplier" };

type Props = { params: Promise<{ id: string }> };

/** /supplier/pengeluaran/barang-dari-supplier/{id}/pengemasan (SPEC §2): the shared packing page, kind supplier-to-pusat. */
export default async function Page({ params }: Props) {
  await requireArea("/supplier");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementPackingScreen kindKey="supplier-to-pusat" stage="pengeluaran" id={id.toLowerCase()} />
  );
}
