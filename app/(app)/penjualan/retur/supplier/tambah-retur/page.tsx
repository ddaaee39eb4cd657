import type { Metadata } from "next";
import { ReturForm } from "@/components/returs/retur-form";
import { RETUR_SCREENS } from "@/components/returs/config";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Retur ke Supplier" };

/** /penjualan/retur/supplier/tambah-retur (SPEC §2, docs/returns.md): the shared retur form, screen penjualan-supplier. */
export default async function Page() {
  await requireArea("/penjualan");
  return <ReturForm cfg={RETUR_SCREENS["penjualan-supplier"]} />;
}
