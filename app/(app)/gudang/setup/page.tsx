import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { SetupScreen } from "@/components/setup/setup-screen";

export const metadata: Metadata = { title: "Setup Metode Pembayaran" };

/** /gudang/setup (SPEC §2, minimal setup variant): one tab, Metode Pembayaran. */
export default async function SetupMetodePembayaranPage() {
  await requireArea("/gudang");
  return <SetupScreen variant="minimal" basePath="/gudang/setup" />;
}
