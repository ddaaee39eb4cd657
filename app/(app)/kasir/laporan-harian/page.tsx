import type { Metadata } from "next";
import { MoneyReportScreen } from "@/components/money-reports/report-screen";
import { moneyReportQuery } from "@/components/money-reports/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan Harian" };

/** /kasir/laporan-harian: the daily cash report per payment method and bank. (SPEC §2 Kasir; docs/money.md "Reports") */
export default async function Page() {
  await requireArea("/kasir", "/laporan");
  return (
    <MoneyReportScreen
      screen="laporan-harian"
      initial={await prefetchList(moneyReportQuery("laporan-harian"))}
    />
  );
}
