import type { Metadata } from "next";
import { NamedLookupScreen } from "@/components/data-table/named-lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pendidikan" };

/** /admin/master/pendidikan (SPEC §2 Admin): the education master list. */
export default async function PendidikanPage() {
  await requireArea("/admin");
  return <NamedLookupScreen kind="educations" />;
}
