import type { Metadata } from "next";
import { ReturForm } from "@/components/returs/retur-form";
import { RETUR_SCREENS } from "@/components/returs/config";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Retur dari Kantor Pelayanan" };

/** /penjualan/retur/kantor-pelayanan/tambah-retur (SPEC §2, docs/returns.md): the shared retur form, screen penjualan-kantor-pelayanan. */
export default async function Page() {
  await requireArea("/penjualan");
  return <ReturForm cfg={RETUR_SCREENS["penjualan-kantor-pelayanan"]} />;
}
