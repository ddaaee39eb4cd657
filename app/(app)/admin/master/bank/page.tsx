import type { Metadata } from "next";
import { LookupScreen } from "@/components/data-table/lookup-screen";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Bank" };

/** /admin/master/bank (SPEC §2 Admin): the bank master list. */
export default async function BankPage() {
  await requireArea("/admin");
  return <LookupScreen kind="banks" />;
}
