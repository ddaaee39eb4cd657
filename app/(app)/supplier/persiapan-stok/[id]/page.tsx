import type { Metadata } from "next";
import { PurchaseOrderDetail } from "@/components/purchasing/purchase-order-detail";
import { loadPurchaseOrderDetail } from "@/components/purchasing/purchase-order-detail-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Persiapan Stok" };

type Props = { params: Promise<{ id: string }> };

/** /supplier/persiapan-stok/{id} (SPEC §2 supplier layout): a purchase order to prepare. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/supplier");
  const id = await scopedPageId(shell, "purchase-orders", (await params).id);
  const initial = await prefetched(() => loadPurchaseOrderDetail(serverGet, id));
  return <PurchaseOrderDetail key={id} screen="supplier" id={id} initial={initial} />;
}
