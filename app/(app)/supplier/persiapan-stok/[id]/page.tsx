import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PurchaseOrderDetail } from "@/components/purchasing/purchase-order-detail";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Persiapan Stok" };

type Props = { params: Promise<{ id: string }> };

/** /supplier/persiapan-stok/{id} (SPEC §2 supplier layout): a purchase order to prepare. */
export default async function Page({ params }: Props) {
  await requireArea("/supplier");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <PurchaseOrderDetail screen="supplier" id={id.toLowerCase()} />;
}
