import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { PeriodScreen } from "@/components/setup/period-screen";
import { periodListQuery } from "@/components/setup/period-query";
import { prefetchList } from "@/server/jsonapi/prefetch";

export const metadata: Metadata = { title: "Periode Tutup Buku Bonus" };

/** /admin/setup/periode-tutup-buku/bonus (SPEC §2 Admin). */
export default async function PeriodeTutupBukuBonusPage() {
  await requireArea("/admin");
  return <PeriodScreen tab="bonus" initial={await prefetchList(periodListQuery("bonus"))} />;
}
