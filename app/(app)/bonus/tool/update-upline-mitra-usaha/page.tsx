import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberToolScreen } from "@/components/commission/member-tool-screen";

export const metadata: Metadata = { title: "Update Upline Mitra Usaha" };

/** /bonus/tool/update-upline-mitra-usaha (SPEC §2 Bonus). */
export default async function UpdateUplinePage() {
  await requireArea("/bonus");
  return <MemberToolScreen kind="update-upline" />;
}
