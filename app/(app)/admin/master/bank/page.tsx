import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { BankScreen } from "./bank-screen";

export const metadata: Metadata = { title: "Bank" };

/** /admin/master/bank (SPEC §2 Admin): the bank master list. */
export default async function BankPage() {
  await requireArea("/admin");
  return <BankScreen />;
}
