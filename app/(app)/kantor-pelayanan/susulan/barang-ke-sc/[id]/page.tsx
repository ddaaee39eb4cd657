import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Susulan Barang ke SC" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/susulan/barang-ke-sc/{id} (SPEC §2): the shared stock movement page, kind kp-to-sc. */
export default async function Page({ params }: Props) {
  await requireArea("/kantor-pelayanan");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <MovementDetailScreen kindKey="kp-to-sc" stage="susulan" id={id.toLowerCase()} />;
}
