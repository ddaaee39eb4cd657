import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Penerimaan Retur dari Kantor Pelayanan" };

/** /gudang/penerimaan/penerimaan-retur-dari-kantor-pelayanan (SPEC §2, docs/returns.md): the shared retur list, screen gudang-penerimaan-kantor-pelayanan. */
export default async function Page() {
  await requireArea("/gudang", "/barang-masuk", "/retur-barang");
  return <ReturList screen="gudang-penerimaan-kantor-pelayanan" />;
}
