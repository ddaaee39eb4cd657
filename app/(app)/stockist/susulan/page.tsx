import type { Metadata } from "next";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { movementListQuery } from "@/components/stock-movements/config";
import { prefetchList } from "@/server/jsonapi/prefetch-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Susulan" };

/** /stockist/susulan (SPEC §2): the shared stock movement list, kind to-stockist-susulan. */
export default async function Page() {
  await requireArea("/stockist");
  return (
    <MovementListScreen
      kindKey="to-stockist-susulan"
      stage="penerimaan"
      initial={await prefetchList(movementListQuery("to-stockist-susulan", "penerimaan"))}
    />
  );
}
