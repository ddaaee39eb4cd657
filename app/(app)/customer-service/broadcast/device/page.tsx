import type { Metadata } from "next";
import { CsLookupScreen } from "@/components/customer-service/cs-lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Perangkat Broadcast" };

/** /customer-service/broadcast/device (SPEC §2): WhatsApp devices, pairing and connection state. */
export default async function DevicesPage() {
  await requireArea("/customer-service");
  return <CsLookupScreen kind="whatsapp-devices" />;
}
