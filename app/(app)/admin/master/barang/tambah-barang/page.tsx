import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { ProductForm } from "@/components/products/product-form";

export const metadata: Metadata = { title: "Tambah Barang" };

/** /admin/master/barang/tambah-barang (SPEC §2 Admin): the product form in create mode. */
export default async function TambahBarangPage() {
  await requireArea("/admin");
  return <ProductForm mode="create" />;
}
