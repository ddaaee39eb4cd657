import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Pengiriman Barang ke Mitra Usaha" };

type Props = { params: Promise<{ id: string }> };

/** /stockist/pengiriman/barang-ke-mitra/{id} (SPEC §2): the shared stock movement page, kind stockist-to-member. */
export default async function Page({ params }: Props) {
  await requireArea("/stockist");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return (
    <MovementDetailScreen kindKey="stockist-to-member" stage="pengiriman" id={id.toLowerCase()} />
  );
}
