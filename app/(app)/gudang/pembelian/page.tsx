import type { Metadata } from "next";
import { PurchaseOrderList } from "@/components/purchasing/purchase-order-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pembelian ke Supplier" };

/** /gudang/pembelian (SPEC §2 Gudang): Pusat's purchase orders to suppliers. */
export default async function Page() {
  await requireArea("/gudang", "/pembelian");
  return <PurchaseOrderList screen="gudang" />;
}
