import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { UsersScreen } from "@/components/users/users-screen";
import { usersQuery } from "@/components/users/users-config";

export const metadata: Metadata = { title: "Master User" };

/** /bonus/admin/master-user (SPEC §2 Bonus): the users of the Bonus and Cash Bill roles, read only. */
export default async function BonusUsersPage() {
  await requireArea("/bonus");
  return <UsersScreen variant="bonus" initial={await prefetchList(usersQuery("bonus"))} />;
}
