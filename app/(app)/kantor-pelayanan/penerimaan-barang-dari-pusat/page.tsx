import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Penerimaan Barang dari Pusat" };

/** /kantor-pelayanan/penerimaan-barang-dari-pusat (SPEC §2): the shared stock movement list, kind pusat-to-kp. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return (
    <MovementListScreen
      kindKey="pusat-to-kp"
      stage="penerimaan"
      initial={await prefetchMovementLists("pusat-to-kp", "penerimaan")}
    />
  );
}
