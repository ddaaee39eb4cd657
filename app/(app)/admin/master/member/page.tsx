import type { Metadata } from "next";
import { ADMIN_MEMBER_SCREEN, memberListQuery } from "@/components/member-form/config";
import { prefetchList } from "@/server/jsonapi/prefetch-list";
import { requireArea } from "@/server/shell/current-shell";
import { MemberListScreen } from "@/components/member-form/member-pages";

export const metadata: Metadata = { title: "Mitra Usaha" };

/** /admin/master/member (SPEC §2): the Mitra Usaha the user manages. */
export default async function MemberListPage() {
  await requireArea("/admin");
  return (
    <MemberListScreen
      screen="admin"
      initial={await prefetchList(memberListQuery(ADMIN_MEMBER_SCREEN))}
    />
  );
}
