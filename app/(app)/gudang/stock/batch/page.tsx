import type { Metadata } from "next";
import { BatchList } from "@/components/stock/batch-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Batch Stock" };

/** /gudang/stock/batch (SPEC §2 Gudang): batches of Pusat's warehouses. */
export default async function Page() {
  await requireArea("/gudang");
  return <BatchList screen="gudang" />;
}
