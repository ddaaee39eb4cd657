import type { Metadata } from "next";
import { prefetchProductList } from "@/server/products/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { ProductList } from "@/components/products/product-list";

export const metadata: Metadata = { title: "Master Barang" };

/** /bonus/admin/master-barang (SPEC §2 Bonus): the products with their points and bonus values, read only. */
export default async function BonusBarangPage() {
  const shell = await requireArea("/bonus");
  return (
    <ProductList
      variant="bonus"
      initial={await prefetchProductList("bonus", shell.user.officeAreaCode)}
    />
  );
}
