import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengiriman Retur ke Pusat" };

/** /kantor-pelayanan/pengiriman/retur-ke-pusat (SPEC §2, docs/returns.md): the shared retur list, screen kp-pengiriman-retur-ke-pusat. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return <ReturList screen="kp-pengiriman-retur-ke-pusat" />;
}
