import type { Metadata } from "next";
import { MovementReceiveScreen } from "@/components/stock-movements/receive-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Barang Masuk" };

/** /kantor-pelayanan/penerimaan-barang-dari-pusat/tambah-barang-masuk (SPEC §2): receive a sent movement of kind pusat-to-kp. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return <MovementReceiveScreen kindKey="pusat-to-kp" />;
}
