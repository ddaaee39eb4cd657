import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { OwnExpeditionScreen } from "@/components/offices/own-expedition-screen";

export const metadata: Metadata = { title: "Ekspedisi" };

/** /kantor-pelayanan/admin/master/ekspedisi (SPEC §2 KP variant): the own office's expeditions. */
export default async function Page() {
  const shell = await requireArea("/kantor-pelayanan");
  if (!shell.user.officeId) redirect("/");
  return <OwnExpeditionScreen officeId={shell.user.officeId} />;
}
