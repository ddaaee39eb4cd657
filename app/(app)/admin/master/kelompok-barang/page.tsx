import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { ProductCategoryScreen } from "./product-category-screen";

export const metadata: Metadata = { title: "Kelompok Barang" };

/** /admin/master/kelompok-barang (SPEC §2 Admin): the product category master list. */
export default async function KelompokBarangPage() {
  await requireArea("/admin");
  return <ProductCategoryScreen />;
}
