import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { OfficeDetailScreen } from "@/components/offices/office-detail-screen";
import { OFFICE_DETAIL_PARAMS } from "@/components/offices/config";
import type { OfficeAttributes } from "@/components/offices/types";
import { prefetchResource } from "@/server/jsonapi/prefetch";
import { UUID_RE } from "@/lib/schemas/master";

export const metadata: Metadata = { title: "Detail Kantor Pelayanan" };

/** /admin/master/kantor-pelayanan/{id} (SPEC §2 Admin): one office with its profile form and related data. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requireArea("/admin");
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  const initial = await prefetchResource<OfficeAttributes>("offices", id, OFFICE_DETAIL_PARAMS);
  return <OfficeDetailScreen key={id} screen="admin-kantor-pelayanan" id={id} initial={initial} />;
}
