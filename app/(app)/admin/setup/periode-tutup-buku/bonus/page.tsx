import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { PeriodScreen } from "@/components/setup/period-screen";

export const metadata: Metadata = { title: "Periode Tutup Buku Bonus" };

/** /admin/setup/periode-tutup-buku/bonus (SPEC §2 Admin). */
export default async function PeriodeTutupBukuBonusPage() {
  await requireArea("/admin");
  return <PeriodScreen tab="bonus" />;
}
