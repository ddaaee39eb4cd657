import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Penerimaan Barang dari SC" };

type Props = { params: Promise<{ id: string }> };

/** /stockist/penerimaan/barang-dari-sc/{id} (SPEC §2): the shared stock movement page, kind sc-to-stockist. */
export default async function Page({ params }: Props) {
  await requireArea("/stockist");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <MovementDetailScreen kindKey="sc-to-stockist" stage="penerimaan" id={id.toLowerCase()} />;
}
