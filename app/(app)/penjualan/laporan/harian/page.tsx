import type { Metadata } from "next";
import { DailyReportScreen } from "@/components/order-reports/daily-report-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan Harian" };

/** /penjualan/laporan/harian (SPEC §2 Penjualan): per-day totals with the day's order file (docs/orders.md "Reports and exports"). */
export default async function Page() {
  await requireArea("/penjualan", "/laporan");
  return <DailyReportScreen />;
}
