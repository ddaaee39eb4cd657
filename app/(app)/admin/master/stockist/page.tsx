import type { Metadata } from "next";
import { OFFICE_SCREENS, officeListQuery } from "@/components/offices/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { OfficeListScreen } from "@/components/offices/office-list-screen";

export const metadata: Metadata = { title: "Stockist" };

/** /admin/master/stockist (SPEC §2 Admin): stockists; 'Jadikan Stockist' promotes a member. */
export default async function Page() {
  await requireArea("/admin");
  return (
    <OfficeListScreen
      screen="admin-stockist"
      initial={await prefetchList(officeListQuery(OFFICE_SCREENS["admin-stockist"]))}
    />
  );
}
