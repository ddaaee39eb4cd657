import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TopupList } from "@/components/topups/topup-list";
import { KASIR_TOPUP_SLUGS, TOPUP_SCREENS } from "@/components/topups/config";
import { requireArea } from "@/server/shell/current-shell";

type Props = { params: Promise<{ kind: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const screen = KASIR_TOPUP_SLUGS[(await params).kind];
  return { title: screen ? TOPUP_SCREENS[screen].title : "Topup" };
}

/** /kasir/topup/{saldo-stockist|saldo-restock-sc|saldo-sisa-pembayaran-sc} (SPEC §2 Kasir). */
export default async function Page({ params }: Props) {
  const screen = KASIR_TOPUP_SLUGS[(await params).kind];
  if (!screen) notFound();
  await requireArea("/kasir");
  return <TopupList screen={screen} />;
}
