import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { RegencyAreaScreen } from "./regency-area-screen";

export const metadata: Metadata = { title: "Wilayah Kabupaten" };

/** /admin/master/wilayah-kabupaten (SPEC §2 Admin): the price area of every regency. */
export default async function WilayahKabupatenPage() {
  await requireArea("/admin");
  return <RegencyAreaScreen />;
}
