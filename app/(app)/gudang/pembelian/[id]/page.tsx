import type { Metadata } from "next";
import { PurchaseOrderDetail } from "@/components/purchasing/purchase-order-detail";
import { loadPurchaseOrderDetail } from "@/components/purchasing/purchase-order-detail-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pembelian" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pembelian/{id} (SPEC §2 Gudang): a purchase order with its lines, receipts and history. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang", "/pembelian");
  const id = await scopedPageId(shell, "purchase-orders", (await params).id);
  const initial = await prefetched(() => loadPurchaseOrderDetail(serverGet, id));
  return <PurchaseOrderDetail key={id} screen="gudang" id={id} initial={initial} />;
}
