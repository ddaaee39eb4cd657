import type { Metadata } from "next";
import { NamedLookupScreen } from "@/components/data-table/named-lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pekerjaan" };

/** /admin/master/pekerjaan (SPEC §2 Admin): the profession master list. */
export default async function PekerjaanPage() {
  await requireArea("/admin");
  return <NamedLookupScreen kind="professions" />;
}
