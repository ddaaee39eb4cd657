import type { Metadata } from "next";
import { MoneyReportScreen } from "@/components/money-reports/report-screen";
import { moneyReportQuery } from "@/components/money-reports/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan Omzet SC" };

/** /kasir/laporan-omzet-sc: the sales turnover of every Stockist Center. (SPEC §2 Kasir; docs/money.md "Reports") */
export default async function Page() {
  await requireArea("/kasir");
  return (
    <MoneyReportScreen
      screen="laporan-omzet-sc"
      initial={await prefetchList(moneyReportQuery("laporan-omzet-sc"))}
    />
  );
}
