import type { Metadata } from "next";
import { OFFICE_SCREENS, officeListQuery } from "@/components/offices/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { OfficeListScreen } from "@/components/offices/office-list-screen";

export const metadata: Metadata = { title: "Kantor Pelayanan" };

/** /admin/master/kantor-pelayanan (SPEC §2 Admin): service offices; 'Tambah Kantor Pelayanan'. */
export default async function Page() {
  await requireArea("/admin");
  return (
    <OfficeListScreen
      screen="admin-kantor-pelayanan"
      initial={await prefetchList(officeListQuery(OFFICE_SCREENS["admin-kantor-pelayanan"]))}
    />
  );
}
