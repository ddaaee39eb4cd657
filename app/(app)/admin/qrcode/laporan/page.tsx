import type { Metadata } from "next";
import { QrReportScreen } from "@/components/qrcode/qr-report-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Laporan QR Code" };

/** /admin/qrcode/laporan (SPEC §2 Admin): QR codes per product, generated vs scanned. */
export default async function QrReportPage() {
  await requireArea("/admin");
  return <QrReportScreen />;
}
