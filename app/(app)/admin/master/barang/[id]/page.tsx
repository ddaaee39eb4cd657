import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { ProductForm } from "@/components/products/product-form";
import { UUID_RE } from "@/lib/schemas/master";

export const metadata: Metadata = { title: "Detail Barang" };

type Props = { params: Promise<{ id: string }> };

/** /admin/master/barang/{id} (SPEC §2 Admin): the product form in detail/edit mode. */
export default async function DetailBarangPage({ params }: Props) {
  await requireArea("/admin");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <ProductForm mode="edit" id={id.toLowerCase()} />;
}
