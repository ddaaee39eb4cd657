import type { Metadata } from "next";
import { OFFICE_SCREENS, officeListQuery } from "@/components/offices/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { OfficeListScreen } from "@/components/offices/office-list-screen";

export const metadata: Metadata = { title: "Stockist Center" };

/** /admin/master/stockist-center (SPEC §2 Admin): stockist centers; promotes a stockist. */
export default async function Page() {
  await requireArea("/admin");
  return (
    <OfficeListScreen
      screen="admin-stockist-center"
      initial={await prefetchList(officeListQuery(OFFICE_SCREENS["admin-stockist-center"]))}
    />
  );
}
