import type { Metadata } from "next";
import { CsLookupScreen } from "@/components/customer-service/cs-lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Template Broadcast" };

/** /customer-service/broadcast/template (SPEC §2): broadcast templates and canned responses. */
export default async function TemplatesPage() {
  await requireArea("/customer-service");
  return (
    <CsLookupScreen kind="broadcast-templates">
      <CsLookupScreen kind="canned-responses" />
    </CsLookupScreen>
  );
}
