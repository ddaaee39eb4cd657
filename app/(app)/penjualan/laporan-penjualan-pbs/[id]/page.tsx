import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BundleDetail } from "@/components/bundles/bundle-detail";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Laporan" };

type Props = { params: Promise<{ id: string }> };

/** /penjualan/laporan-penjualan-pbs/{id} (docs/money.md "Order and payment bundles"): one report. */
export default async function Page({ params }: Props) {
  await requireArea("/penjualan");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <BundleDetail screen="penjualan-laporan-pbs" id={id.toLowerCase()} />;
}
