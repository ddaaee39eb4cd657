import type { Metadata } from "next";
import { TemplatesScreen } from "@/components/customer-service/templates-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Template Broadcast" };

/** /customer-service/broadcast/template (SPEC §2): broadcast templates and canned responses. */
export default async function TemplatesPage() {
  await requireArea("/customer-service");
  return <TemplatesScreen />;
}
