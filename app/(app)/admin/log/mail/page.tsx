import type { Metadata } from "next";
import { LogScreen } from "@/components/logs/log-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Log Email" };

/** /admin/log/mail (SPEC §2 Admin): every outgoing mail (mail_logs). */
export default async function MailLogPage() {
  await requireArea("/admin");
  return <LogScreen kind="mail" />;
}
