import type { Metadata } from "next";
import { QrSheet } from "@/components/qrcode/qr-sheet";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Produk QR" };

/** /supplier/produk-qr/{id}: one generation of the supplier's product, printable (read-only). */
export default async function SupplierProdukQrSheetPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  await requireArea("/supplier");
  const { id } = await params;
  return <QrSheet area="supplier" id={id} />;
}
