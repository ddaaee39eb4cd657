import type { Metadata } from "next";
import { MEMBER_SCREENS, memberListQuery } from "@/components/member-form/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { MemberListScreen } from "@/components/member-form/member-list-screen";

export const metadata: Metadata = { title: "Daftar Mitra Usaha" };

/** /stockist/admin/daftar-member (SPEC §2): the Mitra Usaha the user manages. */
export default async function MemberListPage() {
  await requireArea("/stockist");
  return (
    <MemberListScreen
      screen="stockist"
      initial={await prefetchList(memberListQuery(MEMBER_SCREENS.stockist))}
    />
  );
}
