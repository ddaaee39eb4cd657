import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberFormScreen } from "@/components/member-form/member-pages";

export const metadata: Metadata = { title: "Tambah Mitra Usaha" };

/** /admin/master/member/tambah-member (SPEC §2 "Member create/edit form"): a new Mitra Usaha. */
export default async function MemberCreatePage() {
  await requireArea("/admin");
  return <MemberFormScreen screen="admin" />;
}
