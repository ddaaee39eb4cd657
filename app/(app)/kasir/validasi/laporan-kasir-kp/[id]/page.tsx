import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BundleDetail } from "@/components/bundles/bundle-detail";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Laporan" };

type Props = { params: Promise<{ id: string }> };

/** /kasir/validasi/laporan-kasir-kp/{id} (docs/money.md "Order and payment bundles"): one report. */
export default async function Page({ params }: Props) {
  await requireArea("/kasir");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <BundleDetail screen="kasir-validasi-kp" id={id.toLowerCase()} />;
}
