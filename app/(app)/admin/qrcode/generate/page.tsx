import type { Metadata } from "next";
import { QrGenerationScreen } from "@/components/qrcode/generation-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Generate QR Code" };

/** /admin/qrcode/generate (SPEC §2 Admin): QR code generations and the 'Generate' form. */
export default async function QrGeneratePage() {
  await requireArea("/admin");
  return <QrGenerationScreen area="admin" />;
}
