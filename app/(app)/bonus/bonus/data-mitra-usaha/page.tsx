import type { Metadata } from "next";
import { MEMBER_SCREENS, memberListQuery } from "@/components/member-form/config";
import { MemberListScreen } from "@/components/member-form/member-list-screen";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Data Mitra Usaha" };

/** /bonus/bonus/data-mitra-usaha (docs/cash-bills.md "Screens"): every Mitra Usaha, filtered and downloadable. */
export default async function Page() {
  await requireArea("/bonus");
  return (
    <MemberListScreen
      screen="bonus-data"
      initial={await prefetchList(memberListQuery(MEMBER_SCREENS["bonus-data"]))}
    />
  );
}
