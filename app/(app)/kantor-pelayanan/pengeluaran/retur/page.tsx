import type { Metadata } from "next";
import { ReturList } from "@/components/returs/retur-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Pengeluaran Retur" };

/** /kantor-pelayanan/pengeluaran/retur (SPEC §2, docs/returns.md): the shared retur list, screen kp-pengeluaran-retur. */
export default async function Page() {
  await requireArea("/kantor-pelayanan");
  return <ReturList screen="kp-pengeluaran-retur" />;
}
