import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { ProductForm } from "@/components/products/product-form";
import { loadProductForm } from "@/components/products/product-form-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { UUID_RE } from "@/lib/schemas/master";

export const metadata: Metadata = { title: "Detail Barang" };

type Props = { params: Promise<{ id: string }> };

/** /admin/master/barang/{id} (SPEC §2 Admin): the product form in detail/edit mode. */
export default async function DetailBarangPage({ params }: Props) {
  await requireArea("/admin");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  const productId = id.toLowerCase();
  const initial = await prefetched(() => loadProductForm(serverGet, productId));
  return <ProductForm key={productId} mode="edit" id={productId} initial={initial} />;
}
