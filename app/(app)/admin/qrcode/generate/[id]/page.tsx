import type { Metadata } from "next";
import { QrSheet } from "@/components/qrcode/qr-sheet";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "QR Code" };

/** /admin/qrcode/generate/{id} (SPEC §2 Admin): one generation's QR codes, printable. */
export default async function QrGenerationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireArea("/admin");
  const { id } = await params;
  return <QrSheet area="admin" id={id} />;
}
