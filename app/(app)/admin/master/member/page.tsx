import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberListScreen } from "@/components/member-form/member-pages";

export const metadata: Metadata = { title: "Mitra Usaha" };

/** /admin/master/member (SPEC §2): the Mitra Usaha the user manages. */
export default async function MemberListPage() {
  await requireArea("/admin");
  return <MemberListScreen screen="admin" />;
}
