import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { MemberFormScreen } from "@/components/member-form/member-pages";
import { loadMemberEdit } from "@/components/member-form/member-form-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { UUID_RE } from "@/lib/schemas/master";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Detail Mitra Usaha" };

/** /stockist/admin/daftar-member/{id} (SPEC §2): detail/edit of one Mitra Usaha (the API answers 404 outside the scope). */
export default async function MemberDetailPage({ params }: { params: Promise<{ id: string }> }) {
  await requireArea("/stockist");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  const initial = await prefetched(() => loadMemberEdit(serverGet, id));
  return <MemberFormScreen key={id} screen="stockist" memberId={id} initial={initial} />;
}
