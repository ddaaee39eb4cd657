import type { Metadata } from "next";
import { MoneyReportScreen } from "@/components/money-reports/report-screen";
import { moneyReportQuery } from "@/components/money-reports/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Data Pembayaran" };

/** /kasir/data: every payment of the date range, with its methods. (SPEC §2 Kasir; docs/money.md "Reports") */
export default async function Page() {
  await requireArea("/kasir");
  return (
    <MoneyReportScreen
      screen="data"
      initial={await prefetchList(moneyReportQuery("data"))}
    />
  );
}
