import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { ProductScreen } from "./product-screen";

export const metadata: Metadata = { title: "Barang" };

/** /admin/master/barang (SPEC §2 Admin): the product list (read-only) with prices per area. */
export default async function BarangPage() {
  await requireArea("/admin");
  return <ProductScreen />;
}
