import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = {
  title: "Detail Pengeluaran Restock Barang ke Stockist (Dikirim)",
};

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/pengeluaran/restock-barang-ke-stockist-dikirim/{id} (SPEC §2): the shared stock movement page, kind kp-restock-to-stockist-dikirim. */
export default async function Page({ params }: Props) {
  await requireArea("/kantor-pelayanan");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementDetailScreen
      kindKey="kp-restock-to-stockist-dikirim"
      stage="pengeluaran"
      id={id.toLowerCase()}
    />
  );
}
