import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberFormScreen } from "@/components/member-form/member-pages";
import { loadMemberCreate } from "@/components/member-form/member-form-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Tambah Mitra Usaha" };

/** /bonus/tool/tambah-mitra-usaha (SPEC §2 Bonus): the member form (createMember). */
export default async function TambahMitraUsahaPage() {
  await requireArea("/bonus");
  // The options of its selects come with the page: the empty form is usable at once.
  const initial = await prefetched(() => loadMemberCreate(serverGet));
  return <MemberFormScreen screen="bonus" initial={initial} />;
}
