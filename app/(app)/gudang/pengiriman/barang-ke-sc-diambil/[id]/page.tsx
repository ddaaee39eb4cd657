import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Pengiriman Barang ke SC (Diambil)" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pengiriman/barang-ke-sc-diambil/{id} (SPEC §2): the shared stock movement page, kind pusat-to-sc-diambil. */
export default async function Page({ params }: Props) {
  await requireArea("/gudang");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementDetailScreen kindKey="pusat-to-sc-diambil" stage="pengiriman" id={id.toLowerCase()} />
  );
}
