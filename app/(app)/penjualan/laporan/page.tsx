import type { Metadata } from "next";
import { SalesReportScreen } from "@/components/order-reports/sales-report-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan Penjualan" };

/** /penjualan/laporan (SPEC §2 Penjualan): the sales report (orders, totals, XLSX/PDF/DBF) (docs/orders.md "Reports and exports"). */
export default async function Page() {
  await requireArea("/penjualan", "/laporan");
  return <SalesReportScreen />;
}
