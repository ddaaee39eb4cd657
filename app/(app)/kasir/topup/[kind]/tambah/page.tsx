import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TopupForm } from "@/components/topups/topup-form";
import { KASIR_TOPUP_SLUGS, TOPUP_SCREENS } from "@/components/topups/config";
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
  await requireArea("/kasir");
  const minimum = await readTopupMinimum(getDb(), TOPUP_SCREENS[screen].kind);
  return <TopupForm screen={screen} multiplier={null} minimum={minimum} />;
}
