import type { Metadata } from "next";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Pengemasan Barang dari Supplier" };

type Props = { params: Promise<{ id: string }> };

/** /supplier/pengeluaran/barang-dari-supplier/{id}/pengemasan (SPEC §2): the shared packing page, kind supplier-to-pusat. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/supplier");
  const id = await scopedMovementPageId(shell, "supplier-to-pusat", (await params).id);
  return <MovementPackingScreen kindKey="supplier-to-pusat" stage="pengeluaran" id={id} />;
}
