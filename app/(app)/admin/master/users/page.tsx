import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { UsersScreen } from "./users-screen";

export const metadata: Metadata = { title: "Daftar User" };

/** /admin/master/users (SPEC §2 Admin): the users of every office. */
export default async function UsersPage() {
  await requireArea("/admin");
  return <UsersScreen />;
}
