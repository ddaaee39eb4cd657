import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { PromoForm } from "@/components/setup/promo-form";

export const metadata: Metadata = { title: "Tambah Promo" };

/** /admin/setup/promo/tambah-promo (SPEC §2 Admin). */
export default async function TambahPromoPage() {
  await requireArea("/admin");
  return <PromoForm promoId={null} />;
}
