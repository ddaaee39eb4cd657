import type { Metadata } from "next";
import { LookupScreen } from "@/components/data-table/lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pekerjaan" };

/** /admin/master/pekerjaan (SPEC §2 Admin): the profession master list. */
export default async function PekerjaanPage() {
  await requireArea("/admin");
  return <LookupScreen kind="professions" />;
}
