import type { Metadata } from "next";
import { MEMBER_SCREENS, memberListQuery } from "@/components/member-form/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { MemberListScreen } from "@/components/member-form/member-list-screen";

export const metadata: Metadata = { title: "Mitra Usaha" };

/** /admin/master/member (SPEC §2): the Mitra Usaha the user manages. */
export default async function MemberListPage() {
  await requireArea("/admin");
  return (
    <MemberListScreen
      screen="admin"
      initial={await prefetchList(memberListQuery(MEMBER_SCREENS.admin))}
    />
  );
}
