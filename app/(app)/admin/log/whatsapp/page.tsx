import type { Metadata } from "next";
import { LogScreen } from "@/components/logs/log-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Log WhatsApp" };

/** /admin/log/whatsapp (SPEC §2 Admin): every outgoing WhatsApp message (whatsapp_logs). */
export default async function WhatsappLogPage() {
  await requireArea("/admin");
  return <LogScreen kind="whatsapp" />;
}
