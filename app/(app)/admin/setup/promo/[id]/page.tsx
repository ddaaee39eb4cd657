import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { PromoForm } from "@/components/setup/promo-form";
import { UUID_RE } from "@/lib/schemas/master";

export const metadata: Metadata = { title: "Detail Promo" };

/** /admin/setup/promo/{id} (SPEC §2 Admin): detail and edit of a promo. */
export default async function PromoDetailPage({ params }: { params: Promise<{ id: string }> }) {
  await requireArea("/admin");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <PromoForm promoId={id} />;
}
