import type { Metadata } from "next";
import { LookupScreen } from "@/components/data-table/lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Hak Akses" };

/** /admin/master/hak-akses (SPEC §2 Admin): the permissions roles are built from (name resource.aksi, description). */
export default async function HakAksesPage() {
  await requireArea("/admin");
  return <LookupScreen kind="permissions" />;
}
