import type { Metadata } from "next";
import { PurchaseOrderDetail } from "@/components/purchasing/purchase-order-detail";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pembelian" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pembelian/{id} (SPEC §2 Gudang): a purchase order with its lines, receipts and history. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/gudang");
  const id = await scopedPageId(shell, "purchase-orders", (await params).id);
  return <PurchaseOrderDetail screen="gudang" id={id} />;
}
