import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { UsersScreen } from "@/components/users/users-screen";
import { usersQuery } from "@/components/users/users-config";

export const metadata: Metadata = { title: "Daftar User" };

/** /admin/master/users (SPEC §2 Admin): the users of every office. */
export default async function UsersPage() {
  await requireArea("/admin");
  return <UsersScreen variant="admin" initial={await prefetchList(usersQuery("admin"))} />;
}
