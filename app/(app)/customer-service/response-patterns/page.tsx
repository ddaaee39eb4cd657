import type { Metadata } from "next";
import { PatternsScreen } from "@/components/customer-service/patterns-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pola Balasan" };

/** /customer-service/response-patterns (SPEC §2): automatic replies, test box, business hours. */
export default async function PatternsPage() {
  await requireArea("/customer-service");
  return <PatternsScreen />;
}
