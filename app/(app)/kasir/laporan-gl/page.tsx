import type { Metadata } from "next";
import { GeneralLedgerScreen } from "@/components/journals/general-ledger-screen";
import { ledgerQuery } from "@/components/journals/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan GL" };

/** /kasir/laporan-gl: the general ledger read from the journals. (SPEC §2 Kasir; docs/journals.md "General ledger") */
export default async function Page() {
  await requireArea("/kasir");
  return <GeneralLedgerScreen initial={await prefetchList(ledgerQuery())} />;
}
