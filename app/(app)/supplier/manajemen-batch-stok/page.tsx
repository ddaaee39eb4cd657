import type { Metadata } from "next";
import { BatchList } from "@/components/stock/batch-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Manajemen Batch Stok" };

/** /supplier/manajemen-batch-stok (SPEC §2 supplier area): the supplier's batches. */
export default async function Page() {
  await requireArea("/supplier");
  return <BatchList screen="supplier" />;
}
