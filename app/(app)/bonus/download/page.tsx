import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { BonusDataScreen } from "@/components/commission/bonus-data-screen";

export const metadata: Metadata = { title: "Download" };

/** /bonus/download (SPEC §2 Bonus): download a closed month's bonus data. */
export default async function BonusDownloadPage() {
  await requireArea("/bonus");
  return (
    <BonusDataScreen
      title="Download"
      description="Unduh data bonus per periode mitra usaha yang sudah ditutup."
    />
  );
}
