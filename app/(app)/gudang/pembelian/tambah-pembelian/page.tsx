import type { Metadata } from "next";
import { PurchaseOrderForm } from "@/components/purchasing/purchase-order-form";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Pembelian" };

/** /gudang/pembelian/tambah-pembelian (SPEC §2 Gudang): a new purchase order to a supplier. */
export default async function Page() {
  await requireArea("/gudang", "/pembelian");
  return <PurchaseOrderForm />;
}
