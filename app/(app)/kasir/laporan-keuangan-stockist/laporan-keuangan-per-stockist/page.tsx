import type { Metadata } from "next";
import { MoneyReportScreen } from "@/components/money-reports/report-screen";
import { moneyReportQuery } from "@/components/money-reports/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan Keuangan per Stockist" };

/** /kasir/laporan-keuangan-stockist/laporan-keuangan-per-stockist: orders, payments and saldo per stockist. (SPEC §2 Kasir; docs/money.md "Reports") */
export default async function Page() {
  await requireArea("/kasir");
  return (
    <MoneyReportScreen
      screen="laporan-keuangan-per-stockist"
      initial={await prefetchList(moneyReportQuery("laporan-keuangan-per-stockist"))}
    />
  );
}
