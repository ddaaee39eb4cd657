import type { Metadata } from "next";
import { ProductReportScreen } from "@/components/order-reports/product-report-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan Jumlah Barang" };

/** /penjualan/laporan/jumlah-barang (SPEC §2 Penjualan): quantity and value sold per product (docs/orders.md "Reports and exports"). */
export default async function Page() {
  await requireArea("/penjualan", "/laporan");
  return <ProductReportScreen />;
}
