import type { Metadata } from "next";
import { ReturForm } from "@/components/returs/retur-form";
import { RETUR_SCREENS } from "@/components/returs/config";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Retur ke Pusat" };

/** /kantor-pelayanan/retur/pusat/tambah-retur (SPEC §2, docs/returns.md): the shared retur form, screen kp-retur-pusat. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return <ReturForm cfg={RETUR_SCREENS["kp-retur-pusat"]} />;
}
