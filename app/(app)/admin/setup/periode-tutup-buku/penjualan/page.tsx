import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { PeriodScreen } from "@/components/setup/period-screen";
import { periodListQuery } from "@/components/setup/period-query";
import { prefetchList } from "@/server/jsonapi/prefetch";

export const metadata: Metadata = { title: "Periode Tutup Buku Penjualan" };

/** /admin/setup/periode-tutup-buku/penjualan (SPEC §2 Admin). */
export default async function PeriodeTutupBukuPenjualanPage() {
  await requireArea("/admin");
  return <PeriodScreen tab="penjualan" initial={await prefetchList(periodListQuery("penjualan"))} />;
}
