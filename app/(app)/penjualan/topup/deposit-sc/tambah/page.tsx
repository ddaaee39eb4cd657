import type { Metadata } from "next";
import { TopupForm } from "@/components/topups/topup-form";
import { TOPUP_SCREENS } from "@/components/topups/config";
import { topupCreateRefusal } from "@/components/topups/topup-create-access";
import { requireArea } from "@/server/shell/current-shell";
import { getDb } from "@/server/db";
import { readDepositMultiplier, readTopupMinimum } from "@/server/payments/top-up-stockist";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: TOPUP_SCREENS["penjualan-deposit-sc"].createLabel };

/** /penjualan/topup/deposit-sc/tambah (SPEC §2 Penjualan): a deposit top-up of an SC. */
export default async function Page() {
  const shell = await requireArea("/penjualan");
  const cfg = TOPUP_SCREENS["penjualan-deposit-sc"];
  const refusal = topupCreateRefusal(shell.user, cfg);
  if (refusal) return refusal;
  const db = getDb();
  const [multiplier, minimum] = await Promise.all([
    readDepositMultiplier(db),
    readTopupMinimum(db, cfg.kind),
  ]);
  return <TopupForm cfg={cfg} multiplier={multiplier} minimum={minimum} />;
}
