import type { Metadata } from "next";
import { DevicesScreen } from "@/components/customer-service/devices-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Perangkat Broadcast" };

/** /customer-service/broadcast/device (SPEC §2): WhatsApp devices, pairing and connection state. */
export default async function DevicesPage() {
  await requireArea("/customer-service");
  return <DevicesScreen />;
}
