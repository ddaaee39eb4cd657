import type { Metadata } from "next";
import { GlobalReportScreen } from "@/components/stock-report/global-report-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan Stock Global" };

/** /gudang/stock/laporan-stock-global (SPEC §2 Gudang): the global stock report with its exports. */
export default async function Page() {
  await requireArea("/gudang", "/laporan");
  return <GlobalReportScreen />;
}
