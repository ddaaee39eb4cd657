import type { Metadata } from "next";
import { MEMBER_SCREENS, memberListQuery } from "@/components/member-form/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { MemberListScreen } from "@/components/member-form/member-list-screen";

export const metadata: Metadata = { title: "Master Mitra Usaha" };

/** /bonus/admin/master-mitra-usaha (SPEC §2 Bonus): the members, as in Admin's master. */
export default async function BonusMemberListPage() {
  await requireArea("/bonus");
  return (
    <MemberListScreen
      screen="bonus"
      initial={await prefetchList(memberListQuery(MEMBER_SCREENS.bonus))}
    />
  );
}
