import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Susulan" };

/** /stockist/susulan (SPEC §2): the shared stock movement list, kind to-stockist-susulan. */
export default async function Page() {
  await requireArea("/stockist");
  return (
    <MovementListScreen
      kindKey="to-stockist-susulan"
      stage="penerimaan"
      initial={await prefetchMovementLists("to-stockist-susulan", "penerimaan")}
    />
  );
}
