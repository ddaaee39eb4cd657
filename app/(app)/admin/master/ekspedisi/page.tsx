import type { Metadata } from "next";
import { LookupScreen } from "@/components/data-table/lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Ekspedisi" };

/** /admin/master/ekspedisi (SPEC §2 Admin): the expedition master list. */
export default async function EkspedisiPage() {
  await requireArea("/admin");
  return <LookupScreen kind="expeditions" />;
}
