import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Susulan Barang ke Stockist" };

type Props = { params: Promise<{ id: string }> };

/** /stockist-center/susulan/sc/{id} (SPEC §2): the shared stock movement page, kind sc-to-stockist. */
export default async function Page({ params }: Props) {
  await requireArea("/stockist-center");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <MovementDetailScreen kindKey="sc-to-stockist" stage="susulan" id={id.toLowerCase()} />;
}
