import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TopupForm } from "@/components/topups/topup-form";
import { KASIR_TOPUP_SLUGS, TOPUP_SCREENS } from "@/components/topups/config";
import { topupCreateRefusal } from "@/components/topups/topup-create-access";
import { requireArea } from "@/server/shell/current-shell";
import { getDb } from "@/server/db";
import { readTopupMinimum } from "@/server/payments/top-up-stockist";

type Props = { params: Promise<{ kind: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const screen = KASIR_TOPUP_SLUGS[(await params).kind];
  return { title: screen ? TOPUP_SCREENS[screen].createLabel : "Topup" };
}

/** /kasir/topup/{kind}/tambah (SPEC §2 Kasir): a new pending saldo top-up of that kind. */
export default async function Page({ params }: Props) {
  const screen = KASIR_TOPUP_SLUGS[(await params).kind];
  if (!screen) notFound();
  const shell = await requireArea("/kasir");
  const cfg = TOPUP_SCREENS[screen];
  const refusal = topupCreateRefusal(shell.user, cfg);
  if (refusal) return refusal;
  const minimum = await readTopupMinimum(getDb(), cfg.kind);
  return <TopupForm cfg={cfg} multiplier={null} minimum={minimum} />;
}
