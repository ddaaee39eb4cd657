import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireArea } from "@/server/shell/current-shell";
import { prefetchResource } from "@/server/jsonapi/prefetch";
import {
  CommissionDetail,
  type CommissionPlanView,
} from "@/components/commission/commission-detail";
import type { CommissionRow } from "@/components/commission/commission-list";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Rincian Komisi" };

type Props = { params: Promise<{ id: string }> };

/**
 * /komisi-bulanan/{id}: one month's commission explained line by line (docs/commission.md). The
 * API's scope decides: another member's commission is not found.
 */
export default async function KomisiDetailPage({ params }: Props) {
  await requireArea("/komisi-bulanan");
  const { id } = await params;
  const found = await prefetchResource<Omit<CommissionRow, "id">>("office-commissions", id, {
    include: ["commission-plan"],
  });
  if (!found) notFound();
  const plan = found.included.find((r) => r.type === "commission-plans");
  return (
    <CommissionDetail
      commission={{ ...found.resource.attributes, id: found.resource.id }}
      plan={plan ? (plan.attributes as unknown as CommissionPlanView) : null}
    />
  );
}
