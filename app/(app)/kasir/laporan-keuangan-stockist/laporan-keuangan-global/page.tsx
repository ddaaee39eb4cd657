import type { Metadata } from "next";
import { MoneyReportScreen } from "@/components/money-reports/report-screen";
import { moneyReportQuery } from "@/components/money-reports/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan Keuangan Global" };

/** /kasir/laporan-keuangan-stockist/laporan-keuangan-global: orders and money received per day. (SPEC §2 Kasir; docs/money.md "Reports") */
export default async function Page() {
  await requireArea("/kasir");
  return (
    <MoneyReportScreen
      screen="laporan-keuangan-global"
      initial={await prefetchList(moneyReportQuery("laporan-keuangan-global"))}
    />
  );
}
