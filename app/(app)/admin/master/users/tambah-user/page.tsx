import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { UserForm } from "../user-form";

export const metadata: Metadata = { title: "Tambah User" };

/** /admin/master/users/tambah-user (SPEC §2 Admin): a new user with office and roles. */
export default async function TambahUserPage() {
  await requireArea("/admin");
  return <UserForm userId={null} />;
}
