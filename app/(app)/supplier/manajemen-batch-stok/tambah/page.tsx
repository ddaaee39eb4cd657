import type { Metadata } from "next";
import { BATCH_SCREENS } from "@/components/stock/batch-config";
import { BatchForm } from "@/components/stock/batch-form";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Batch Stok" };

/** /supplier/manajemen-batch-stok/tambah (SPEC §2 supplier area): a new batch. */
export default async function Page() {
  await requireArea("/supplier");
  return <BatchForm cfg={BATCH_SCREENS.supplier} />;
}
