import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { OwnExpeditionScreen } from "@/components/offices/own-expedition-screen";

export const metadata: Metadata = { title: "Ekspedisi" };

/** /stockist/admin/ekspedisi (SPEC §2 stockist layout variant): the own office's expeditions. */
export default async function Page() {
  const shell = await requireArea("/stockist");
  if (!shell.user.officeId) redirect("/");
  return <OwnExpeditionScreen officeId={shell.user.officeId} />;
}
