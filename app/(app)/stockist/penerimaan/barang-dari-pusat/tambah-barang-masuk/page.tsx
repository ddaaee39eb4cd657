import type { Metadata } from "next";
import { MovementReceiveScreen } from "@/components/stock-movements/receive-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Barang Masuk" };

/** /stockist/penerimaan/barang-dari-pusat/tambah-barang-masuk (SPEC §2): receive a sent movement of kind pusat-to-stockist. */
export default async function Page() {
  await requireArea("/stockist");
  return <MovementReceiveScreen kindKey="pusat-to-stockist" />;
}
