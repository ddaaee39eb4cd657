import type { Metadata } from "next";
import { ReturForm } from "@/components/returs/retur-form";
import { RETUR_SCREENS } from "@/components/returs/config";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Retur ke Pusat" };

/** /stockist-center/pengiriman/retur-ke-pusat/tambah-retur (SPEC §2, docs/returns.md): the shared retur form, screen sc-retur-ke-pusat. */
export default async function Page() {
  await requireArea("/stockist-center");
  return <ReturForm cfg={RETUR_SCREENS["sc-retur-ke-pusat"]} />;
}
