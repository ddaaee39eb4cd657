import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { movementListQuery } from "@/components/stock-movements/config";
import { prefetchList } from "@/server/jsonapi/prefetch-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Barang ke Stockist (Dikirim)" };

/** /kantor-pelayanan/pengeluaran/barang-ke-stockist-dikirim (SPEC §2): the shared stock movement list, kind kp-to-stockist-dikirim. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return (
    <MovementListScreen
      kindKey="kp-to-stockist-dikirim"
      stage="pengeluaran"
      initial={await prefetchList(movementListQuery("kp-to-stockist-dikirim", "pengeluaran"))}
    />
  );
}
