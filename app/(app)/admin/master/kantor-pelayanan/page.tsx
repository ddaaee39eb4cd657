import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { OfficeListScreen } from "@/components/offices/office-list-screen";

export const metadata: Metadata = { title: "Kantor Pelayanan" };

/** /admin/master/kantor-pelayanan (SPEC §2 Admin): service offices; 'Tambah Kantor Pelayanan'. */
export default async function Page() {
  await requireArea("/admin");
  return <OfficeListScreen screen="admin-kantor-pelayanan" />;
}
