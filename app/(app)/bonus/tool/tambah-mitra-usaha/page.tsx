import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberFormScreen } from "@/components/member-form/member-pages";

export const metadata: Metadata = { title: "Tambah Mitra Usaha" };

/** /bonus/tool/tambah-mitra-usaha (SPEC §2 Bonus): the member form (createMember). */
export default async function TambahMitraUsahaPage() {
  await requireArea("/bonus");
  return <MemberFormScreen screen="bonus" />;
}
