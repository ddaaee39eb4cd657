import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Retur ke Pusat" };

/** /kantor-pelayanan/retur/pusat (SPEC §2, docs/returns.md): the shared retur list, screen kp-retur-pusat. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return <ReturList screen="kp-retur-pusat" />;
}
