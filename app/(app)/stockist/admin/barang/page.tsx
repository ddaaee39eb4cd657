import type { Metadata } from "next";
import { prefetchProductList } from "@/server/products/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { ProductList } from "@/components/products/product-list";

export const metadata: Metadata = { title: "Barang" };

/** /stockist/admin/barang (SPEC §2 "another layout variant"): the product list, read-only. */
export default async function StockistBarangPage() {
  const shell = await requireArea("/stockist");
  return (
    <ProductList
      variant="stockist"
      initial={await prefetchProductList("stockist", shell.user.officeAreaCode)}
    />
  );
}
