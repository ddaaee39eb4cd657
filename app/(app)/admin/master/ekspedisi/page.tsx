import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { ExpeditionScreen } from "./expedition-screen";

export const metadata: Metadata = { title: "Ekspedisi" };

/** /admin/master/ekspedisi (SPEC §2 Admin): the expedition master list. */
export default async function EkspedisiPage() {
  await requireArea("/admin");
  return <ExpeditionScreen />;
}
