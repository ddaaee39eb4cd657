import type { Metadata } from "next";
import { Suspense } from "react";
import { DisputeList } from "@/components/disputes/dispute-list";

export const metadata: Metadata = { title: "Dispute" };

/**
 * /dispute (docs/money.md "Disputes"): the disputes the caller's office filed (Pusat: every
 * dispute), where a dispute notification leads. Not in SPEC's route list; every signed-in user
 * reaches it as /notification and /saldo, what it shows is scoped by the API.
 */
export default function Page() {
  return (
    <Suspense>
      <DisputeList title="Dispute" />
    </Suspense>
  );
}
