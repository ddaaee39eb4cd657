import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberAuthLogScreen } from "@/components/commission/member-auth-log-screen";

export const metadata: Metadata = { title: "Log Autentikasi" };

/** /bonus/log-autentikasi (SPEC §2 Bonus): the sign-in log of members. */
export default async function LogAutentikasiPage() {
  await requireArea("/bonus");
  return <MemberAuthLogScreen />;
}
