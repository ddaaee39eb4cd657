import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PurchaseOrderDetail } from "@/components/purchasing/purchase-order-detail";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Pembelian" };

type Props = { params: Promise<{ id: string }> };

/** /gudang/pembelian/{id} (SPEC §2 Gudang): a purchase order with its lines, receipts and history. */
export default async function Page({ params }: Props) {
  await requireArea("/gudang");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <PurchaseOrderDetail screen="gudang" id={id.toLowerCase()} />;
}
