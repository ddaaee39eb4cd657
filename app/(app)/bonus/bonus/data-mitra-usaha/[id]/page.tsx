import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { MemberFormScreen } from "@/components/member-form/member-pages";
import { loadMemberEdit } from "@/components/member-form/member-form-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { UUID_RE } from "@/lib/schemas/master";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Detail Mitra Usaha" };

/** /bonus/bonus/data-mitra-usaha/{id} (docs/cash-bills.md): one Mitra Usaha (404 outside the scope). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requireArea("/bonus");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  const initial = await prefetched(() => loadMemberEdit(serverGet, id));
  return <MemberFormScreen key={id} screen="bonus-data" memberId={id} initial={initial} />;
}
