import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { PromoScreen } from "@/components/setup/promo-screen";

export const metadata: Metadata = { title: "Promo" };

/** /admin/setup/promo (SPEC §2 Admin): the promo list. */
export default async function PromoPage() {
  await requireArea("/admin");
  return <PromoScreen />;
}
