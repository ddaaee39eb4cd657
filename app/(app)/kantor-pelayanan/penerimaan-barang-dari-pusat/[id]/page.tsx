import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Penerimaan Barang dari Pusat" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/penerimaan-barang-dari-pusat/{id} (SPEC §2): the shared stock movement page, kind pusat-to-kp. */
export default async function Page({ params }: Props) {
  await requireArea("/kantor-pelayanan");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <MovementDetailScreen kindKey="pusat-to-kp" stage="penerimaan" id={id.toLowerCase()} />;
}
