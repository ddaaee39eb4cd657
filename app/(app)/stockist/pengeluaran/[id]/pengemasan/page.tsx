import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementPackingScreen } from "@/components/stock-movements/packing-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengemasan Barang ke Mitra Usaha" };

type Props = { params: Promise<{ id: string }> };

/** /stockist/pengeluaran/{id}/pengemasan (SPEC §2): the shared stock movement page, kind stockist-to-member. */
export default async function Page({ params }: Props) {
  await requireArea("/stockist");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementPackingScreen kindKey="stockist-to-member" stage="pengeluaran" id={id.toLowerCase()} />
  );
}
