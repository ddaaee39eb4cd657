import type { Metadata } from "next";
import { LogScreen } from "@/components/logs/log-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Log WhatsApp Mitra Usaha" };

/** /admin/log/member-whatsapp (SPEC §2 Admin): WhatsApp messages to member offices. */
export default async function MemberWhatsappLogPage() {
  await requireArea("/admin");
  return <LogScreen kind="member-whatsapp" />;
}
