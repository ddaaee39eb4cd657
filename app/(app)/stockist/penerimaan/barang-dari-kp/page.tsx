import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Penerimaan Barang dari KP" };

/** /stockist/penerimaan/barang-dari-kp (SPEC §2): the shared stock movement list, kind kp-to-stockist. */
export default async function Page() {
  await requireArea("/stockist");
  return (
    <MovementListScreen
      kindKey="kp-to-stockist"
      stage="penerimaan"
      initial={await prefetchMovementLists("kp-to-stockist", "penerimaan")}
    />
  );
}
