import type { Metadata } from "next";
import { CsLookupScreen } from "@/components/customer-service/cs-lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pola Balasan" };

/** /customer-service/response-patterns (SPEC §2): automatic replies, test box, business hours. */
export default async function PatternsPage() {
  await requireArea("/customer-service");
  return <CsLookupScreen kind="response-patterns" />;
}
