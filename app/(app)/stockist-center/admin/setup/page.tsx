import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { SetupScreen } from "@/components/setup/setup-screen";

export const metadata: Metadata = { title: "Setup Metode Pembayaran" };

/** /stockist-center/admin/setup (SPEC §2, minimal setup variant): one tab, Metode Pembayaran. */
export default async function SetupMetodePembayaranPage() {
  await requireArea("/stockist-center");
  return <SetupScreen variant="minimal" basePath="/stockist-center/admin/setup" />;
}
