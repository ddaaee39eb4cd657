import type { Metadata } from "next";
import { QrGenerationScreen } from "@/components/qrcode/generation-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Produk QR" };

/** /supplier/produk-qr (SPEC §2 Supplier): the QR codes of the supplier's products, read-only. */
export default async function SupplierProdukQrPage() {
  await requireArea("/supplier");
  return <QrGenerationScreen area="supplier" />;
}
