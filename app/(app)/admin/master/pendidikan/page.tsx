import type { Metadata } from "next";
import { LookupScreen } from "@/components/data-table/lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pendidikan" };

/** /admin/master/pendidikan (SPEC §2 Admin): the education master list. */
export default async function PendidikanPage() {
  await requireArea("/admin");
  return <LookupScreen kind="educations" />;
}
