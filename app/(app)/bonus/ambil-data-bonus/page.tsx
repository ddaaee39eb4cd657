import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { BonusDataScreen } from "@/components/commission/bonus-data-screen";

export const metadata: Metadata = { title: "Ambil Data Bonus" };

/** /bonus/ambil-data-bonus (SPEC §2 Bonus): a closed month's bonus data as a file. */
export default async function AmbilDataBonusPage() {
  await requireArea("/bonus");
  return (
    <BonusDataScreen
      title="Ambil Data Bonus"
      description="Data bonus periode mitra usaha yang sudah ditutup: poin, komisi dan data transfer bank."
    />
  );
}
