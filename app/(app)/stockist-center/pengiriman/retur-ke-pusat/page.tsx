import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Retur ke Pusat" };

/** /stockist-center/pengiriman/retur-ke-pusat (SPEC §2, docs/returns.md): the shared retur list, screen sc-retur-ke-pusat. */
export default async function Page() {
  await requireArea("/stockist-center");
  return <ReturList screen="sc-retur-ke-pusat" />;
}
