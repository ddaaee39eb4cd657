import type { Metadata } from "next";
import { PurchaseOrderList } from "@/components/purchasing/purchase-order-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Persiapan Stok" };

/** /supplier/persiapan-stok (SPEC §2 supplier layout): the purchase orders sent to this supplier. */
export default async function Page() {
  await requireArea("/supplier");
  return <PurchaseOrderList screen="supplier" />;
}
