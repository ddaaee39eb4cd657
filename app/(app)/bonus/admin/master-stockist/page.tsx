import type { Metadata } from "next";
import { OFFICE_SCREENS, officeListQuery } from "@/components/offices/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { OfficeListScreen } from "@/components/offices/office-list-screen";

export const metadata: Metadata = { title: "Master Stockist" };

/** /bonus/admin/master-stockist (SPEC §2 Bonus): stockists with their PBS flag. */
export default async function Page() {
  await requireArea("/bonus");
  return (
    <OfficeListScreen
      screen="bonus-stockist"
      initial={await prefetchList(officeListQuery(OFFICE_SCREENS["bonus-stockist"]))}
    />
  );
}
