import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberToolScreen } from "@/components/commission/member-tool-screen";

export const metadata: Metadata = { title: "Hapus Mitra Usaha" };

/** /bonus/tool/hapus-mitra-usaha (SPEC §2 Bonus). */
export default async function HapusMitraUsahaPage() {
  await requireArea("/bonus");
  return <MemberToolScreen kind="remove-member" />;
}
