import type { Metadata } from "next";
import { CsLookupScreen } from "@/components/customer-service/cs-lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Broadcast" };

/** /customer-service/broadcast/tambah (SPEC §2): a new broadcast and the broadcasts' progress. */
export default async function BroadcastPage() {
  await requireArea("/customer-service");
  return <CsLookupScreen kind="broadcasts" />;
}
