import type { Metadata } from "next";
import { prefetchProductList } from "@/server/products/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { ProductList } from "@/components/products/product-list";

export const metadata: Metadata = { title: "Barang" };

/** /kantor-pelayanan/admin/master/barang (SPEC §2 KP variant): the product list, read-only. */
export default async function KantorPelayananBarangPage() {
  const shell = await requireArea("/kantor-pelayanan");
  return (
    <ProductList
      variant="kantor-pelayanan"
      initial={await prefetchProductList("kantor-pelayanan", shell.user.officeAreaCode)}
    />
  );
}
