import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { MemberFormScreen } from "@/components/member-form/member-pages";
import { loadMemberCreate } from "@/components/member-form/member-form-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Tambah Mitra Usaha" };

/** /admin/master/member/tambah-member (SPEC §2 "Member create/edit form"): a new Mitra Usaha. */
export default async function MemberCreatePage() {
  await requireArea("/admin");
  // The options of its selects come with the page: the empty form is usable at once.
  const initial = await prefetched(() => loadMemberCreate(serverGet));
  return <MemberFormScreen screen="admin" initial={initial} />;
}
