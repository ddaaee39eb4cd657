import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { SetupScreen } from "@/components/setup/setup-screen";
import { SETUP_TABS } from "@/lib/schemas/setup";

type Props = { params: Promise<{ tab: string }> };

function tabOf(segment: string) {
  return SETUP_TABS.find((t) => t.segment === decodeURIComponent(segment));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tab = tabOf((await params).tab);
  return { title: tab ? `Setup ${tab.label}` : "Setup" };
}

/**
 * /admin/setup/{penjualan,kasir,Stockist,Gudang,Mitra} (SPEC §2 Admin): one tabbed screen; the
 * segment (spelled as SPEC spells it) picks the tab.
 */
export default async function AdminSetupPage({ params }: Props) {
  await requireArea("/admin");
  const tab = tabOf((await params).tab);
  if (!tab) notFound();
  return <SetupScreen variant="admin" tab={tab.tab} />;
}
