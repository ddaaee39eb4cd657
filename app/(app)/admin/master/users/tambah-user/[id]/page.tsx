import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { UUID_RE } from "@/lib/schemas/master";
import { UserForm } from "../../user-form";

export const metadata: Metadata = { title: "Ubah User" };

/** /admin/master/users/tambah-user/{id} (SPEC §2 Admin): edit a user, its roles and password. */
export default async function UbahUserPage({ params }: { params: Promise<{ id: string }> }) {
  await requireArea("/admin");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <UserForm userId={id} />;
}
