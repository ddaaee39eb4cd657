import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { ProductList } from "@/components/products/product-list";

export const metadata: Metadata = { title: "Barang" };

/** /kantor-pelayanan/admin/master/barang (SPEC §2 KP variant): the product list, read-only. */
export default async function KantorPelayananBarangPage() {
  await requireArea("/kantor-pelayanan");
  return <ProductList variant="kantor-pelayanan" />;
}
