import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Penerimaan Barang dari KP" };

type Props = { params: Promise<{ id: string }> };

/** /stockist/penerimaan/barang-dari-kp/{id} (SPEC §2): the shared stock movement page, kind kp-to-stockist. */
export default async function Page({ params }: Props) {
  await requireArea("/stockist");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <MovementDetailScreen kindKey="kp-to-stockist" stage="penerimaan" id={id.toLowerCase()} />;
}
