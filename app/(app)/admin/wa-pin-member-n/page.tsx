import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberPinScreen } from "./member-pin-screen";

export const metadata: Metadata = { title: "WA PIN Mitra Usaha" };

/** /admin/wa-pin-member-n (SPEC §2 Admin; design in docs/admin-logs-qr.md). */
export default async function WaPinMemberPage() {
  await requireArea("/admin");
  return <MemberPinScreen />;
}
