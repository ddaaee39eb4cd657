import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberNdScreen } from "@/components/commission/member-nd-screen";

export const metadata: Metadata = { title: "Generate Mitra Usaha ND" };

/** /bonus/tool/generate-mitra-usaha-nd (SPEC §2 Bonus; docs/commission.md "ND and NE"). */
export default async function GenerateNdPage() {
  await requireArea("/bonus");
  return <MemberNdScreen tool="generate" />;
}
