import type { Metadata } from "next";
import { prefetchProductList } from "@/server/products/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { ProductList } from "@/components/products/product-list";

export const metadata: Metadata = { title: "Barang" };

/** /admin/master/barang (SPEC §2 Admin): the product list with 'Tambah Barang', detail and exports. */
export default async function BarangPage() {
  const shell = await requireArea("/admin");
  return (
    <ProductList
      variant="admin"
      initial={await prefetchProductList("admin", shell.user.officeAreaCode)}
    />
  );
}
