import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Pengeluaran Barang dari Supplier" };

type Props = { params: Promise<{ id: string }> };

/** /supplier/pengeluaran/barang-dari-supplier/{id} (SPEC §2): the shared stock movement detail, kind supplier-to-pusat. */
export default async function Page({ params }: Props) {
  await requireArea("/supplier");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementDetailScreen kindKey="supplier-to-pusat" stage="pengeluaran" id={id.toLowerCase()} />
  );
}
