import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { OwnBankScreen } from "@/components/offices/stockist-admin-screens";

export const metadata: Metadata = { title: "Bank & Metode Pembayaran" };

/** /stockist/admin/bank (SPEC §2 stockist layout variant): the own office's bank accounts. */
export default async function Page() {
  const shell = await requireArea("/stockist");
  if (!shell.user.officeId) redirect("/");
  return <OwnBankScreen officeId={shell.user.officeId} />;
}
