import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Penerimaan Retur dari Pusat" };

/** /supplier/penerimaan-retur (SPEC §2, docs/returns.md): the shared retur list, screen supplier-penerimaan-retur. */
export default async function Page() {
  await requireArea("/supplier");
  return <ReturList screen="supplier-penerimaan-retur" />;
}
