import type { Metadata } from "next";
import { Suspense } from "react";
import { DisputeList } from "@/components/disputes/dispute-list";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Dispute" };

/** /kasir/dispute (docs/money.md "Disputes"): Pusat's Kasir decides the offices' disputes. */
export default async function Page() {
  await requireArea("/kasir");
  return (
    <Suspense>
      <DisputeList title="Dispute Kantor" />
    </Suspense>
  );
}
