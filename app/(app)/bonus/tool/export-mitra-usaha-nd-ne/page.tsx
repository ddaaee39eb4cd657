import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberNdScreen } from "@/components/commission/member-nd-screen";

export const metadata: Metadata = { title: "Export Mitra Usaha ND/NE" };

/** /bonus/tool/export-mitra-usaha-nd-ne (SPEC §2 Bonus; docs/commission.md "ND and NE"). */
export default async function ExportNdNePage() {
  await requireArea("/bonus");
  return <MemberNdScreen tool="export" />;
}
