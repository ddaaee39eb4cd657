import type { Metadata } from "next";
import { OFFICE_SCREENS, officeListQuery } from "@/components/offices/config";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { OfficeListScreen } from "@/components/offices/office-list-screen";

export const metadata: Metadata = { title: "Stockist Center" };

/** /kantor-pelayanan/admin/master/stockist-center (SPEC §2 KP variant): stockist centers, read only. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return (
    <OfficeListScreen
      screen="kp-stockist-center"
      initial={await prefetchList(officeListQuery(OFFICE_SCREENS["kp-stockist-center"]))}
    />
  );
}
