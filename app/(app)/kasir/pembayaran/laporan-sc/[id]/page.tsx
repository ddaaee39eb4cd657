import type { Metadata } from "next";
import { BundleDetail } from "@/components/bundles/bundle-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Laporan" };

type Props = { params: Promise<{ id: string }> };

/** /kasir/pembayaran/laporan-sc/{id} (docs/money.md "Order and payment bundles"): one report. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kasir");
  const id = await scopedPageId(shell, "order-bundles", (await params).id);
  return <BundleDetail screen="kasir-pembayaran-sc" id={id} />;
}
