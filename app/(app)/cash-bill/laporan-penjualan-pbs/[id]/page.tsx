import type { Metadata } from "next";
import { BundleDetail } from "@/components/bundles/bundle-detail";
import { loadBundleDetail } from "@/components/bundles/bundle-detail-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Laporan Penjualan PBS" };

type Props = { params: Promise<{ id: string }> };

/** /cash-bill/laporan-penjualan-pbs/{id} (docs/cash-bills.md "PBS"): one PBS sales report. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/cash-bill");
  const id = await scopedPageId(shell, "order-bundles", (await params).id);
  const initial = await prefetched(() =>
    loadBundleDetail(serverGet, id, undefined, { withOrders: true }),
  );
  return <BundleDetail key={id} screen="cash-bill-laporan-pbs" id={id} initial={initial} />;
}
